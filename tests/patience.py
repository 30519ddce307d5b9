"""How long a test waits for something that must happen, at most.

A test waits for a condition (a bot has answered, a game has ended), never for a time. The
bound only stops a test that would otherwise wait for ever: it is long enough that a busy
machine never reaches it. A whole Chola Expert game between two bots took 27.6 s in a
two-worker run of the suite, and over 30 s (the bound that test had then) with two CPU
hogs beside it.
"""

#: seconds a test waits for the bots to answer before it calls them stuck
BOT_PATIENCE = 600.0
