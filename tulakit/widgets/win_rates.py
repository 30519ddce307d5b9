"""How often Tula is won: figures measured once on many deals, and a run in the page (a
progress bar while the deals are played, then the chart and the table), for the
tutorial's section "How hard is Tula?".

The bar is an ipywidgets ``IntProgress``, so the learner sees a bar and no tqdm text; when
the deals are done the bar's output is replaced by the chart (a display handle), and the
figures follow as a Markdown table.

>>> shown = []
>>> stats = show_win_rates(20, measures=("greedy",), show=shown.append)
>>> [type(item).__name__ for item in shown]
['IntProgress', 'Still', 'Markdown']
>>> shown[0].value, shown[0].max, shown[0].bar_style
(20, 20, 'success')
>>> stats.shares["greedy"].deals
20
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ipywidgets import IntProgress, Layout

from tulakit.measured import values
from tulakit.tula.stats import LABELS, Share, TulaStats, collect
from tulakit.widgets.prose import say

#: the measures the tutorial plays in the page (the honest bot is too slow for it)
QUICK = ("perfect_mercy", "perfect_no_mercy", "random", "greedy")

#: Measured once, too long to play in a page: the solver and the plain players on a
#: million deals, the honest bots on ten thousand (deal ``n`` is the one the quick-play
#: page deals for ``?seed=n``). The figures are the package's measured ones
#: (:mod:`tulakit.measured`, section ``tula_win_rates``; docs/measured.md).
_SHARES = values("tula_win_rates")["shares"]
MEASURED_DEALS = max(share["deals"] for share in _SHARES)
MEASURED = TulaStats(
    MEASURED_DEALS,
    0,
    # the statistics' own words where they have them, so the chart and a run in the page agree
    {
        s["key"]: Share(s["key"], LABELS.get(s["key"], s["label"]), s["wins"], s["deals"])
        for s in _SHARES
    },
)


def show_measured_win_rates(show: Callable[[Any], Any] | None = None) -> TulaStats:
    """Show the chart and the table of :data:`MEASURED`; nothing is played.

    >>> shown = []
    >>> stats = show_measured_win_rates(show=shown.append)
    >>> [type(item).__name__ for item in shown]
    ['Still', 'Markdown']
    >>> f"of {MEASURED_DEALS:,} |" in shown[1].data and "honest bot" in shown[1].data
    True
    """
    from tulakit.widgets.tula_lessons import plot_win_rates

    if show is None:
        from IPython.display import display

        show = display
    show(plot_win_rates(MEASURED, title="How often Tula is won, measured on many deals"))
    show(say("The same figures as a table:", MEASURED.markdown()))
    return MEASURED


class ProgressWidget:
    """``collect``'s progress bar as a widget: counts deals, turns green when done."""

    def __init__(self, deals: int) -> None:
        self.widget = IntProgress(
            value=0,
            min=0,
            max=max(deals, 1),
            description=f"Playing {deals} deals",
            style={"description_width": "initial"},
            layout=Layout(width="100%", max_width="520px"),
        )

    def update(self, n: int) -> None:
        self.widget.value = min(self.widget.max, self.widget.value + n)

    def close(self) -> None:
        self.widget.bar_style = "success"


def show_win_rates(
    deals: int = 200,
    *,
    measures: Sequence[str] = QUICK,
    show: Callable[[Any], Any] | None = None,
) -> TulaStats:
    """Play ``deals`` deals in each way, showing a bar, then the chart and the table.

    ``show`` displays one output and may return a handle with ``update`` (IPython's
    ``display(..., display_id=True)``, the default): the chart then takes the bar's place.
    Returns the figures, for checks.
    """
    from tulakit.widgets.tula_lessons import plot_win_rates

    if show is None:
        from IPython.display import display

        def show(item: Any) -> Any:
            return display(item, display_id=True)  # type: ignore[no-untyped-call]  # IPython ships no types

    bar = ProgressWidget(deals)
    handle = show(bar.widget)
    stats = collect(deals, progress=bar, measures=measures)
    figure = plot_win_rates(stats)
    if handle is not None and hasattr(handle, "update"):
        handle.update(figure)
    else:
        show(figure)
    show(say("The same figures as a table:", stats.markdown()))
    return stats


__all__ = ["MEASURED", "QUICK", "ProgressWidget", "show_measured_win_rates", "show_win_rates"]
