"""Arranged Chola positions for the scenario tests (CHOLA rulings)."""

from __future__ import annotations

from tulakit.chola import CholaGame, ExpertGame, new_game
from tulakit.chola.board import COORDS, N_SPACES
from tulakit.chola.positions import arrange

COLOURS = ("brown", "light-brown", "white", "grey", "gold")


def position(
    players: int = 2,
    *,
    colours: tuple[str, ...] | None = None,
    temple: dict[str, str] | None = None,
    hand: list[str] | None = None,
    card: str | None = None,
    tiles: dict[str, str] | None = None,
    seed: int = 11,
    to_move: int = 0,
    **options: object,
) -> CholaGame:
    """A game where seat ``to_move`` holds exactly ``hand`` and one ``card`` shape."""
    variant = "solo" if players == 1 else "basic"
    game = new_game(players, variant, seed, colours=colours, **options)
    # a star keeps its random tile unless the test lays one: clear them for clean sums
    clear = {} if tiles is None else tiles
    arrange(
        game,
        temple=temple,
        hands={to_move: hand or []},
        cards={to_move: [card]} if card else None,
        tiles=clear,
        to_move=to_move,
        clear_treasures=True,
    )
    return game


def the_card(game: CholaGame) -> str:
    """The one card the mover holds (face up in solo), as a token."""
    return f"c{game.build_cards(game.to_move)[-1]}"


def filled_except(empty: int) -> dict[str, str]:
    """A temple built bottom-up leaving the last ``empty`` spaces, colours cycling."""
    return {
        f"{COORDS[i][0]},{COORDS[i][1]}": COLOURS[(i * 2 + i // 13) % 5]
        for i in range(N_SPACES - empty)
    }


def expert_position(
    players: int = 2,
    *,
    colours: tuple[str, ...] | None = None,
    temple: dict[str, str] | None = None,
    hand: list[str] | None = None,
    card: str | None = None,
    wagon: dict[str, int] | None = None,
    bonus: list[str] | None = None,
    sculpture_tiles: dict[str, str] | None = None,
    sculpted: list[str] | None = None,
    seed: int = 11,
    to_move: int = 0,
    **options: object,
) -> ExpertGame:
    """An Expert game (CHOLA-W1..E3) where seat ``to_move`` holds exactly ``hand``, one
    ``card`` shape (or no card), the ``wagon`` levels and the ``bonus`` cards given; no
    treasures.

    Without ``bonus`` the seat holds no bonus card at all, so a test sees only the rule
    it is about. The removed square group (CHOLA-X2) is one the test's tiles do not need.
    """
    wanted = {token.split(":")[0] for token in (sculpture_tiles or {}).values()}
    options.setdefault(
        "square_group_removed", next(p for p in (10, 9, 8, 7, 6) if str(p) not in wanted)
    )
    game = new_game(players, "expert", seed, colours=colours, **options)
    arrange(
        game,
        temple=temple,
        hands={to_move: hand or []},
        cards={to_move: [card] if card else []},
        tiles={},
        to_move=to_move,
        clear_treasures=True,
        wagons={to_move: wagon or {}},
        bonus={to_move: bonus or []},
        sculpture_tiles=sculpture_tiles,
        sculpted=sculpted,
    )
    return game


def square(x: int, y: int, colour: str) -> dict[str, str]:
    """The four spaces of the 2x2 slot with lower-left corner ``x,y``, all one colour."""
    return {f"{x + dx},{y + dy}": colour for dy in (0, 1) for dx in (0, 1)}


def drawn_out(game: CholaGame, *, face_up_too: bool = True, holder: int = 1) -> None:
    """As if every card had been drawn (CHOLA-A1): the stack, and with ``face_up_too`` the
    face-up row, go to seat ``holder``'s cards, through the game's public table (so only
    before the first move). Every card stays accounted for; the record keeps the earlier
    arrangement only, so ``load`` would not rebuild this change (no test here loads it)."""
    table = game.table()
    taken = table.stack + (table.face_up if face_up_too else [])
    table.cards[holder].extend(taken)
    table.stack = []
    if face_up_too:
        table.face_up = []
    game.set_table(table, game.arrangement or {})
