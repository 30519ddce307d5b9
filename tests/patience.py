"""How long a test waits for something that must happen, at most.

A test waits for a condition (a bot has answered, a game has ended), never for a time. The
bound only stops a test that would otherwise wait for ever: it is long enough that a busy
machine never reaches it. On CI's two cores with two CPU hogs beside the suite, a whole
Chola Expert game between two bots, which a quiet machine plays in about 12 s, took over
30 s, the bound that test had then.
"""

#: seconds a test waits for the bots to answer before it calls them stuck
BOT_PATIENCE = 600.0
