"""What the server answers to an address, before any page runs (issue 23): a page name in
the wrong case finds its page, a page that does not exist and an address too long to serve
get tulakit's pages that say so and lead back, and the address cannot choose the template
or a theme other than light and dark."""

from __future__ import annotations

import urllib.error
import urllib.request

import pytest

pytestmark = pytest.mark.browser


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def _get(url: str, *, follow: bool = True) -> tuple[int, dict[str, str], str]:
    opener = urllib.request.build_opener() if follow else urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(url, timeout=120) as reply:
            return reply.status, dict(reply.headers), reply.read().decode()
    except urllib.error.HTTPError as answer:
        return answer.code, dict(answer.headers), answer.read().decode()


@pytest.mark.parametrize("asked", ["Tula-Play.ipynb", "TULA-PLAY.IPYNB", "tula-play"])
def test_a_page_name_in_any_case_finds_its_page(voila_url: str, asked: str) -> None:
    status, headers, _ = _get(f"{voila_url}/voila/render/{asked}?seed=3&theme=dark", follow=False)
    assert status == 302
    assert headers["Location"] == "/voila/render/tula-play.ipynb?seed=3&theme=dark"


def test_a_page_that_does_not_exist_leads_back_to_the_games(voila_url: str) -> None:
    status, _, body = _get(f"{voila_url}/voila/render/chess.ipynb")
    assert status == 404
    assert "There is no page called &#39;chess.ipynb&#39; here." in body
    assert 'href="/voila/render/index.ipynb"' in body
    status, _, body = _get(f"{voila_url}/no/such/thing")
    assert status == 404 and 'class="tk-error-home"' in body


def test_an_address_too_long_gets_a_page_that_says_so(voila_url: str) -> None:
    status, _, body = _get(f"{voila_url}/voila/render/tula-play.ipynb?moves=" + "T23," * 20_000)
    assert status == 414
    assert "This address is 80,0" in body and "the most this site reads is 16,384" in body
    assert 'class="tk-error-home"' in body


def test_the_address_chooses_neither_template_nor_an_unknown_theme(voila_url: str) -> None:
    for query in ("template=reveal", "template=classic", "template=nothing-like-it"):
        status, _, body = _get(f"{voila_url}/voila/render/rulings.ipynb?{query}")
        assert status == 200 and "tulakit-page.js" in body, query
    for asked, theme in (("DARK", "theme-dark"), ("Dark", "theme-dark"), ("blue", "theme-light")):
        _, _, body = _get(f"{voila_url}/voila/render/rulings.ipynb?theme={asked}")
        assert f'class="jp-Notebook {theme}"' in body, asked
