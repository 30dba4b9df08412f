"""The table as an SVG picture: both players' zones laid out as in rule 4.4.4.

Columns follow 4.4.5.4 (a player's zone 1 faces the opponent's 5 and 6, 2 faces
4 and 7, 3 and 8 face 3 and 8), player A at the bottom. The invading monster is
drawn in the zone it stands in (3.3.3.2), with its rage; strategy zones and the
sizes of hand, deck and discard pile sit beside each side.
"""

from __future__ import annotations

from markupsafe import Markup, escape

CELL_W, CELL_H, GAP = 92, 46, 6
# (row, column) of each zone: rows top to bottom = B back, B front, A front, A back
LAYOUT = {
    "B": {5: (0, 0), 4: (0, 1), 3: (0, 2), 2: (0, 3), 1: (0, 4), 6: (1, 0), 7: (1, 1), 8: (1, 2)},
    "A": {8: (2, 2), 7: (2, 3), 6: (2, 4), 1: (3, 0), 2: (3, 1), 3: (3, 2), 4: (3, 3), 5: (3, 4)},
}
SIDE_X = 5 * (CELL_W + GAP) + 10
WIDTH, HEIGHT = SIDE_X + 190, 4 * (CELL_H + GAP) + 10


def _text(x: float, y: float, content: str, size: int = 11, weight: str = "normal",
          anchor: str = "middle", limit: int = 12) -> str:
    short = content if len(content) <= limit else content[:limit - 1] + "…"
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" font-weight="{weight}" '
            f'text-anchor="{anchor}">{escape(short)}</text>')


def board_svg(board: dict, title: str = "") -> Markup:
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
             f'class="board" role="img" aria-label="{escape(title or "the table")}">']
    for player, zones in LAYOUT.items():
        side = board[player]
        for zone, (row, col) in zones.items():
            x, y = col * (CELL_W + GAP) + 5, row * (CELL_H + GAP) + 5
            monster = side["invading"] and side["position"] == zone
            fill = "#fde9d9" if monster else ("#eef3fb" if player == "A" else "#f4f4f4")
            stroke = "#a33" if monster else "#999"
            parts.append(f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="4" '
                         f'fill="{fill}" stroke="{stroke}" stroke-width="{2 if monster else 1}"/>')
            parts.append(_text(x + 8, y + 12, f"{player}{zone}", 9, anchor="start"))
            lines = list(side["zones"].get(zone, []))
            if monster:
                lines.insert(0, f"{side['invading'][0]} ({side['rage']})")
            for i, name in enumerate(lines[:2]):
                parts.append(_text(x + CELL_W / 2, y + 26 + i * 13, name,
                                   weight="bold" if monster and i == 0 else "normal"))
        top = 5 if player == "B" else 2 * (CELL_H + GAP) + 5
        strategy = " / ".join(", ".join(v) or "—" for v in side["strategy"].values())
        info = [f"player {player}" + (" (turn)" if board["turn_player"] == player else ""),
                f"rage {side['rage']}", f"strategy {strategy}",
                f"hand {side['hand']} · deck {side['deck']}", f"discard {side['discard']}"]
        for i, line in enumerate(info):
            parts.append(_text(SIDE_X, top + 12 + i * 14, line, 10, "bold" if i == 0 else "normal",
                               "start", limit=40))
    parts.append("</svg>")
    return Markup("".join(parts))
