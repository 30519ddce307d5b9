"""A closed tab shuts its kernel down at once, instead of leaving it to the idle culler
ten minutes later (deploy/voila.py gives the page the cookie Voila's shutdown needs)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import psutil
import pytest
from browser.access import wait_drawn
from browser.conftest import server_kernels

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser


def _kernel_of(page: Page, url: str) -> psutil.Process:
    """The kernel process of a Voila page: its connection file is named by the kernel id
    the page was given (with preheated kernels it started before the page was asked for)."""
    kernel_id = page.evaluate(
        "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
    )
    (kernel,) = [
        k for k in server_kernels(url) if f"kernel-{kernel_id}.json" in " ".join(k.cmdline())
    ]
    return kernel


def test_closing_the_tab_shuts_its_kernel_down(chromium: Browser, voila_url: str) -> None:
    context = chromium.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    page.goto(f"{voila_url}/voila/render/tula-play.ipynb?seed=3", timeout=120_000)
    wait_drawn(page, ".tula-board")
    cookies = {c["name"] for c in context.cookies()}
    assert "_xsrf" in cookies  # what the shutdown request proves itself with
    mine = {_kernel_of(page, voila_url).pid}
    page.close(run_before_unload=True)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and mine & {p.pid for p in server_kernels(voila_url)}:
        time.sleep(0.2)
    context.close()
    assert not mine & {p.pid for p in server_kernels(voila_url)}, "the kernel outlived its tab"
