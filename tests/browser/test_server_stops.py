"""``make serve`` starts and stops cleanly, again and again, on a busy machine (issue 23).

A short campaign of ``bench/bench_server_stops.py``: two servers side by side with full
pools of preheated kernels, started and stopped four times while two busy processes keep
both cores loaded. Each start must serve a page, each SIGTERM end its server within 10 s,
and no kernel may outlive its server (with TCP kernels, such campaigns lost ports, hung,
and left kernels behind). ``make bench`` runs a longer campaign and prints its figures.
"""

from __future__ import annotations

import pytest
from bench_scripts import load_bench_script
from browser.conftest import require_chromium

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_servers_start_and_stop_cleanly_with_full_pools_on_a_busy_machine() -> None:
    require_chromium()  # the browser tier: it needs the served app's whole stack
    bench = load_bench_script("bench_server_stops")
    campaign = bench.run(rounds=4, servers=2, pages=4, hogs=2)
    print(campaign.line())
    assert campaign.starts == 8
    assert campaign.kernels_started >= 8 * 4  # every pool was full
    assert (campaign.start_hangs, campaign.stop_hangs, campaign.leftover_kernels) == (0, 0, 0)
    assert max(campaign.stop_seconds) < 10
