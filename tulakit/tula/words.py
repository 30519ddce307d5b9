"""A Tula position in words, as a sighted player sees it (screen readers, text boards).

A player sees the face-up tiles, the face-down ones and the stack's top; nothing here
tells what a face-down tile is. A board for play says what may be done with each tile
(:func:`describe_tile`); an exercise that asks exactly that says only what is seen: what
lies on a tile and what touches its edges (:func:`describe_tile_seen`), which is all a
sighted learner has to go on (TULA-2, TULA-3).

>>> from tulakit.tula import new_game
>>> game = new_game(seed=7)
>>> describe_tile(game, 23)
'Tile 23, layer 4 (the top of the temple): face down, may be revealed.'
>>> game.play("R23")
TulaMove(kind='R', position=23)
>>> describe_tile(game, 23)
'Tile 23, layer 4 (the top of the temple): the 4 of Moons, face up, may be taken.'
>>> print(describe_position(game))
The stack is empty: take a face-up tile to start it.
Face up in the temple: tile 23, the 4 of Moons.
You may reveal no tile; you may take tile 23.
Face down: 23 tiles.
"""

from __future__ import annotations

from tulakit.tula.game import TulaGame
from tulakit.tula.geometry import COVERED_BY, EDGE_CONTACT, EDGES, LAYER, LAYER3, bits
from tulakit.tula.tiles import tile_name
from tulakit.words import noun_list


def _positions(numbers: list[int]) -> str:
    """'no tile', 'tile 13' or 'tiles 13, 14 and 20'."""
    return noun_list("tile", [str(n) for n in numbers])


def _layer(position: int) -> str:
    layer = LAYER[position]
    return f"layer {layer} (the top of the temple)" if layer == 4 else f"layer {layer}"


def _playable(game: TulaGame) -> tuple[set[int], set[int]]:
    """Positions that may be revealed, and positions that may be taken or exchanged."""
    reveal: set[int] = set()
    take: set[int] = set()
    for move in game.legal_moves():
        (reveal if move.kind == "R" else take).add(move.position)
    return reveal, take


def describe_tile(game: TulaGame, position: int) -> str:
    """The tile at ``position`` as a player sees it, and what may be done with it now."""
    where = f"Tile {position}, {_layer(position)}"
    if not game.in_temple(position):
        return f"{where}: taken, now on the stack."
    reveal, take = _playable(game)
    if not game.is_face_up(position):
        what = "face down"
        if position in reveal:
            return f"{where}: {what}, may be revealed."
        return f"{where}: {what}, {'covered' if not game.is_open(position) else 'closed'}."
    what = f"the {tile_name(game.tile_at(position))}, face up"
    if position in take:
        if position in LAYER3 and game.mercy_available():
            return f"{where}: {what}, may be exchanged with the top tile (mercy)."
        return f"{where}: {what}, may be taken."
    if not game.is_open(position):
        return f"{where}: {what}, not open yet."
    return f"{where}: {what}, does not match the top tile."


def describe_stack(game: TulaGame) -> str:
    """The stack in one sentence."""
    if game.top is None:
        return "The stack is empty: take a face-up tile to start it."
    count = len(game.stack)
    tiles = "tile" if count == 1 else "tiles"
    return (
        f"The stack has {count} {tiles}; its top is the {tile_name(game.top)}: "
        "take a face-up tile that matches it by suit or by value."
    )


def describe_position(game: TulaGame) -> str:
    """The whole position: the stack, the face-up tiles, what may be played, the rest."""
    up = [p for p in range(24) if game.is_face_up(p)]
    down = [p for p in range(24) if game.in_temple(p) and not game.is_face_up(p)]
    reveal, take = _playable(game)
    lines = [describe_stack(game)]
    if up:
        seen = "; ".join(f"tile {p}, the {tile_name(game.tile_at(p))}" for p in up)
        lines.append(f"Face up in the temple: {seen}.")
    else:
        lines.append("No tile is face up in the temple.")
    if game.is_over():
        result = game.result()
        lines.append(result.message if result is not None else "The game is over.")
    else:
        lines.append(
            f"You may reveal {_positions(sorted(reveal))}; you may take {_positions(sorted(take))}."
        )
    if down:
        lines.append(f"Face down: {len(down)} {'tile' if len(down) == 1 else 'tiles'}.")
    return "\n".join(lines)


# -- what is seen, with no verdict (for exercises that ask for the verdict) ---------------
def describe_tile_seen(game: TulaGame, position: int) -> str:
    """The tile at ``position`` as a sighted player sees it, and no more: its face, the
    tiles lying on it (TULA-2) and the tiles of its layer touching its edges (TULA-3).
    Unlike :func:`describe_tile` it never says whether the tile may be played.

    >>> from tulakit.tula.lessons import reveal_position
    >>> game = reveal_position()
    >>> describe_tile_seen(game, 14)
    'Tile 14, layer 2: face down. Nothing lies on it. Touching its edges: bottom, tile 17; left, tile 13; right, tile 15.'
    >>> describe_tile_seen(game, 17)
    'Tile 17, layer 2: face down. Lying on it: tile 22. Touching its edges: top, tile 14; bottom, tile 19; left, tile 16; right, tile 18.'
    >>> describe_tile_seen(game, 22)
    'Tile 22, layer 3: the 3 of Suns, face up. Nothing lies on it. No tile touches its edges.'
    >>> describe_tile_seen(game, 23)
    'Tile 23, layer 4 (the top of the temple): taken, now on the stack.'
    """
    where = f"Tile {position}, {_layer(position)}"
    if not game.in_temple(position):
        return f"{where}: taken, now on the stack."
    if game.is_face_up(position):
        face = f"the {tile_name(game.tile_at(position))}, face up"
    else:
        face = "face down"
    gone = game.gone_mask
    lying = sorted(bits(COVERED_BY[position] & ~gone))
    on_it = f"Lying on it: {_positions(lying)}." if lying else "Nothing lies on it."
    touching = [
        f"{edge}, {_positions(sorted(bits(EDGE_CONTACT[position][edge] & ~gone)))}"
        for edge in EDGES
        if EDGE_CONTACT[position][edge] & ~gone
    ]
    edges = (
        f"Touching its edges: {'; '.join(touching)}." if touching else "No tile touches its edges."
    )
    return f"{where}: {face}. {on_it} {edges}"


def describe_position_seen(game: TulaGame) -> str:
    """The whole position as a sighted player sees it, with no verdict on any tile: the
    stack, then the tiles left in the temple layer by layer, face up ones named.

    >>> from tulakit.tula.lessons import match_position
    >>> print(describe_position_seen(match_position()))
    The stack has 3 tiles; its top is the 3 of Moons: take a face-up tile that matches it by suit or by value.
    Layer 1: tiles 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 12, all face down.
    Layer 2: tile 13, the 5 of Moons; tile 14, face down; tile 15, the 5 of Arms; tile 16, the null of Crowns; tile 17, face down; tile 18, the ace of Suns; tile 19, face down.
    Layer 3: tile 22, the 3 of Suns.
    Layer 4: empty.
    """
    lines = [describe_stack(game)]
    for layer in (1, 2, 3, 4):
        here = [p for p in range(24) if LAYER[p] == layer and game.in_temple(p)]
        if not here:
            lines.append(f"Layer {layer}: empty.")
        elif not any(game.is_face_up(p) for p in here):
            lines.append(f"Layer {layer}: {_positions(here)}, all face down.")
        else:
            seen = [
                f"tile {p}, the {tile_name(game.tile_at(p))}"
                if game.is_face_up(p)
                else f"tile {p}, face down"
                for p in here
            ]
            lines.append(f"Layer {layer}: {'; '.join(seen)}.")
    return "\n".join(lines)
