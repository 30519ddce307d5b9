"""The rules of Tula as a game state (rulings TULA-1 to TULA-9).

>>> from tulakit.tula.tiles import shuffled_deal
>>> game = TulaGame(shuffled_deal(7))
>>> [str(m) for m in game.legal_moves()]
['R23']
>>> game.play("T23")
Traceback (most recent call last):
...
tulakit.errors.IllegalMoveError: T23: tile 23 is face down: reveal it before taking it
>>> game.explain_illegal("R5")
'tile 5 is still covered by tiles 13, 14, 16, 17, 20 and 23'
>>> game.play_all(["R23", "T23"]); game.stack
('M4',)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any

from tulakit.protocol import GameState, Outcome, Result, check_seed
from tulakit.tula.geometry import (
    ALL,
    COVERED_BY,
    EDGE_CONTACT,
    LAYER3,
    N_POSITIONS,
    bits,
    has_free_corner,
    is_open,
    open_mask,
)
from tulakit.tula.moves import TulaMove
from tulakit.tula.tiles import ALL_TILES, check_deal, matches, tile_name
from tulakit.words import and_list, counted, noun_list

RECORD_VERSION = 1


@dataclass(frozen=True)
class TulaOptions:
    """Named options for the rulings players may disagree on.

    ``mercy`` allows the TULA-7 exchange; ``auto_reveal`` (TULA-9) turns every tile face
    up as soon as it may be revealed, since revealing only gives information.
    """

    mercy: bool = True
    auto_reveal: bool = False

    def __post_init__(self) -> None:
        # checked once, here: bool("no") would be True, so only true or false passes
        for name, ruling in (("mercy", "TULA-7"), ("auto_reveal", "TULA-9")):
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise ValueError(f"option {name} must be True or False ({ruling}), not {value!r}")

    def to_dict(self) -> dict[str, Any]:
        """The options as plain JSON values (the ``options`` of a record), as Tulaga's and
        Chola's options give them.

        >>> TulaOptions(mercy=False).to_dict()
        {'mercy': False, 'auto_reveal': False}
        """
        return asdict(self)

    @classmethod
    def names(cls) -> tuple[str, ...]:
        """The option names.

        >>> TulaOptions.names()
        ('mercy', 'auto_reveal')
        """
        return tuple(f.name for f in fields(cls))


def _tiles_list(positions: int) -> str:
    """'tile 13' or 'tiles 13, 14 and 20', for a bit mask of positions."""
    return noun_list("tile", [str(p) for p in bits(positions)])


class TulaGame(GameState[TulaMove]):
    """A game of Tula in progress.

    The temple is held as bit masks of positions (see :mod:`tulakit.tula.geometry`): which
    have ``gone`` onto the stack and which are ``face_up`` in the temple.
    """

    game_name = "tula"
    move_types = (TulaMove,)
    move_example = "T5"

    def __init__(
        self,
        deal: Sequence[str],
        *,
        mercy: bool = True,
        auto_reveal: bool = False,
        seed: int | None = None,
    ) -> None:
        super().__init__()
        self.deal: tuple[str, ...] = check_deal(deal)
        self.options = TulaOptions(mercy=mercy, auto_reveal=auto_reveal)
        self.seed = check_seed(seed)
        self._tiles: list[str] = list(self.deal)
        self._gone = 0
        self._face_up = 0
        self._stack: list[str] = []
        self._mercy_used = False
        self._auto_reveal()

    # -- what a player can see ----------------------------------------------------------
    @property
    def stack(self) -> tuple[str, ...]:
        """The stack, bottom first; the last tile is the top."""
        return tuple(self._stack)

    @property
    def top(self) -> str | None:
        """The top tile of the stack, ``None`` before the opening."""
        return self._stack[-1] if self._stack else None

    def in_temple(self, position: int) -> bool:
        """True while the tile at ``position`` has not been taken."""
        return not (self._gone >> position) & 1

    def is_face_up(self, position: int) -> bool:
        """True when the tile at ``position`` is in the temple and face up."""
        return bool((self._face_up >> position) & 1)

    def is_open(self, position: int) -> bool:
        """True when ``position`` is in the temple, uncovered and has a free corner."""
        return self.in_temple(position) and is_open(position, self._gone)

    def visible_tile(self, position: int) -> str | None:
        """The tile at ``position`` if the player can see it (face up), else ``None``."""
        return self._tiles[position] if self.is_face_up(position) else None

    def unseen_tiles(self) -> tuple[str, ...]:
        """The codes of tiles the player has not seen yet (all still face down)."""
        seen = set(self._stack) | {self._tiles[p] for p in bits(self._face_up)}
        return tuple(t for t in ALL_TILES if t not in seen)

    @property
    def gone_mask(self) -> int:
        """Bit mask of the positions whose tiles are on the stack."""
        return self._gone

    @property
    def face_up_mask(self) -> int:
        """Bit mask of the positions whose tiles lie face up in the temple."""
        return self._face_up

    def tile_at(self, position: int) -> str:
        """The tile at ``position`` whether face up or not (perfect information)."""
        return self._tiles[position]

    @property
    def tiles_left(self) -> int:
        """How many tiles remain in the temple."""
        return N_POSITIONS - len(self._stack)

    # -- rules ------------------------------------------------------------------------
    def parse_move(self, text: str) -> TulaMove:
        """Read Tula notation (``R23``, ``T5``, ``X20``)."""
        return TulaMove.parse(text)

    def mercy_available(self) -> bool:
        """TULA-7: the exchange may be made now."""
        return self._mercy_reason_against() is None

    def _mercy_reason_against(self) -> str | None:
        if not self.options.mercy:
            return "mercy is switched off in this game"
        if self._mercy_used:
            return "mercy may be used only once"
        if len(self._stack) != 1:
            return "mercy is only offered right after the opening, before any other tile is taken"
        hidden = [p for p in LAYER3 if not self.is_face_up(p)]
        if hidden:
            return f"reveal all three layer-3 tiles first ({_tiles_list(_mask(hidden))} still face down)"
        top = self._stack[-1]
        for p in LAYER3:
            if matches(top, self._tiles[p]):
                return (
                    f"the top tile, the {tile_name(top)}, matches the "
                    f"{tile_name(self._tiles[p])} on tile {p}, "
                    "so there is a tile to take and no mercy is needed"
                )
        return None

    def _reveal_reason_against(self, p: int) -> str | None:
        if not self.in_temple(p):
            return f"tile {p} has already been taken onto the stack"
        if self.is_face_up(p):
            return f"tile {p} is already face up"
        covering = COVERED_BY[p] & ~self._gone
        if covering:
            return f"tile {p} is still covered by {_tiles_list(covering)}"
        if not has_free_corner(p, self._gone):
            return f"tile {p} has no free corner: " + self._describe_contacts(p)
        return None

    def _describe_contacts(self, p: int) -> str:
        """Which edges touch which tiles, e.g. 'its left edge touches tile 13 and ...'."""
        parts = []
        for edge, mask in EDGE_CONTACT[p].items():
            left = mask & ~self._gone
            if left:
                parts.append(f"its {edge} edge touches {_tiles_list(left)}")
        return and_list(parts)

    def _why_illegal(self, move: TulaMove) -> str | None:
        if self.is_over():
            return "the game is over"
        p = move.position
        if move.kind == "R":
            return self._reveal_reason_against(p)
        if move.kind == "T":
            if not self.in_temple(p):
                return f"tile {p} has already been taken onto the stack"
            if not self.is_face_up(p):
                reason = self._reveal_reason_against(p)
                if reason:
                    return f"tile {p} is face down and cannot even be revealed yet: {reason}"
                return f"tile {p} is face down: reveal it before taking it"
            if not self._stack:
                return None  # TULA-6: the opening take needs no match
            top, tile = self._stack[-1], self._tiles[p]
            if not matches(top, tile):
                return (
                    f"the {tile_name(tile)} matches neither the suit nor the value of the top "
                    f"tile, the {tile_name(top)}"
                )
            return None
        # mercy exchange
        if p not in LAYER3:
            return "mercy exchanges the stack tile with a layer-3 tile (tile 20, 21 or 22)"
        return self._mercy_reason_against()

    def legal_moves(self) -> list[TulaMove]:
        """Reveals, then takes, then mercy exchanges, each by position."""
        if self.is_over():
            return []
        in_temple = ALL & ~self._gone
        openings = open_mask(self._gone)
        reveals = [TulaMove("R", p) for p in bits(openings & ~self._face_up & in_temple)]
        top = self._stack[-1] if self._stack else None
        takes = [
            TulaMove("T", p)
            for p in bits(self._face_up & in_temple)
            if top is None or matches(top, self._tiles[p])
        ]
        mercy = [TulaMove("X", p) for p in LAYER3] if self.mercy_available() else []
        return reveals + takes + mercy

    def _apply(self, move: TulaMove) -> None:
        p = move.position
        if move.kind == "R":
            self._face_up |= 1 << p
        elif move.kind == "T":
            self._stack.append(self._tiles[p])
            self._gone |= 1 << p
            self._face_up &= ~(1 << p)
        else:
            self._tiles[p], self._stack[-1] = self._stack[-1], self._tiles[p]
            self._mercy_used = True
        self._auto_reveal()

    def _auto_reveal(self) -> None:
        """TULA-9: with the option on, every tile that may be revealed is turned up."""
        if self.options.auto_reveal:
            self._face_up |= open_mask(self._gone)

    def _snapshot(self) -> tuple[tuple[str, ...], int, int, tuple[str, ...], bool]:
        return (tuple(self._tiles), self._gone, self._face_up, tuple(self._stack), self._mercy_used)

    def _restore(self, snapshot: tuple[tuple[str, ...], int, int, tuple[str, ...], bool]) -> None:
        tiles, self._gone, self._face_up, stack, self._mercy_used = snapshot
        self._tiles, self._stack = list(tiles), list(stack)

    def is_over(self) -> bool:
        """TULA-8: won with all 24 on the stack, lost when nothing legal is left."""
        if self._gone == ALL:
            return True
        return not self._any_move_left()

    def _any_move_left(self) -> bool:
        openings = open_mask(self._gone)
        if openings & ~self._face_up:
            return True
        top = self._stack[-1] if self._stack else None
        for p in bits(self._face_up & ~self._gone):
            if top is None or matches(top, self._tiles[p]):
                return True
        return self.mercy_available()

    def is_won(self) -> bool:
        """True when every tile is on the stack."""
        return self._gone == ALL

    def result(self) -> Result | None:
        """``won`` or ``lost`` with a sentence, or ``None`` while the game goes on."""
        if self.is_won():
            return Result(Outcome.WON, (0,), "You won: all 24 tiles are on the stack.")
        if not self.is_over():
            return None
        left = self.tiles_left
        return Result(
            Outcome.LOST,
            (),
            f"No tile can be revealed or taken: the game is lost with {counted(left, 'tile')} "
            f"left in the temple (top of the stack: {self.top}).",
        )

    # -- records ----------------------------------------------------------------------
    def to_json(self) -> str:
        """The record: deal, seed, options and moves; :func:`tulakit.tula.load` replays it."""
        return json.dumps(
            {
                "game": self.game_name,
                "version": RECORD_VERSION,
                "seed": self.seed,
                "deal": list(self.deal),
                "options": self.options.to_dict(),
                "moves": [str(m) for m in self._moves],
            }
        )

    def __repr__(self) -> str:
        result = self.result()  # None exactly while the game goes on
        state = "in play" if result is None else result.outcome
        return (
            f"<TulaGame seed={self.seed} moves={len(self._moves)} "
            f"tiles_left={self.tiles_left} top={self.top} {state}>"
        )

    def _repr_svg_(self) -> str:
        from tulakit.tula.svg import render_svg

        return render_svg(self)

    def _repr_html_(self) -> str:
        """The picture as a notebook shows it: :meth:`_repr_svg_`'s, and laid out anew for
        a phone (:func:`tulakit.tula.svg.still`)."""
        from tulakit.tula.svg import still

        return still(self).html()


def _mask(positions: Sequence[int]) -> int:
    out = 0
    for p in positions:
        out |= 1 << p
    return out
