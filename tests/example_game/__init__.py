"""A small game that lives in the tests only, to prove the registry (tulakit.games): Nim.

It implements the game protocol (:class:`tulakit.protocol.GameState`) and registers one
entry (:data:`ENTRY`, registered by ``tests/conftest.py``); with no other code it gets the
conformance suite (tests/conformance/) and the engine fuzzing (tests/fuzz/). Its board
(``nim_board``, with its picture in ``nim_scene``) and its share link and page address
(``nim_share``) are built from the generic widget pieces only, and named in the entry.
"""
