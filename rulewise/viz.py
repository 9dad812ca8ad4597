"""Pictures of a decision tree: SVG written by hand, PNG with Pillow, a self-contained HTML page.

Nothing here needs Graphviz or a browser: :func:`layout` places the tree
top-down (each subtree centred over its own width, so boxes never overlap) and
:func:`tree_svg` writes it as SVG text.  PNG needs Pillow, imported only when
a PNG is asked for.  The HTML page inlines its CSS and SVG and loads nothing.

The tree is the networkx DiGraph of ``CompiledRule.to_networkx``; its Yes and
No leaves are shared nodes, drawn once per edge that reaches them.
"""

from __future__ import annotations

import html
import textwrap
from collections.abc import Mapping
from dataclasses import dataclass, field

from ruleparse.errors import RulewiseError
from ruleparse.types import Truth

FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
FONT_SIZE = 12
LINE = 15  # line height, px
CHARS = 28  # characters per line in a condition box
BOX_W = 200
LEAF_W, LEAF_H = 64, 30
GAP_X, GAP_Y = 16, 46
PAD = 8
MAX_LINES = 6
MAX_BOXES = 2000  # a larger tree is no picture a person can read
MARGIN = 16
CAPTION_H = 30

#: Pastel fills, one per condition number (cycled), shared by the boxes and the text marks.
PALETTE = ("#dbeafe", "#fde68a", "#d1fae5", "#fbcfe8", "#e9d5ff", "#fed7aa", "#cffafe", "#e5e7eb")
COLOURS = {
    "Yes": "#2e7d32",
    "No": "#c62828",
    "edge": "#6b7280",
    "route": "#1d4ed8",
    "ink": "#1f2937",
}


class VizError(RulewiseError):
    """A picture cannot be made (an optional dependency is missing)."""

    code = "RW600"


@dataclass
class Box:
    """One drawn node: a graph node placed at ``(x, y)`` (top-left), ``w`` by ``h``."""

    node: str
    kind: str
    label: str
    lines: list[str]
    w: float
    h: float
    number: str = ""
    title: str = ""
    x: float = 0.0
    y: float = 0.0
    depth: int = 0
    children: list[tuple[str, "Box"]] = field(default_factory=list)
    on_route: bool = False
    next_up: bool = False

    @property
    def cx(self) -> float:
        return self.x + self.w / 2


@dataclass
class Layout:
    """A placed tree: the root box, every box in drawing order, the canvas size and the caption."""

    root: Box
    boxes: list[Box]
    width: float
    height: float
    caption: str
    route: set[tuple[int, int]] = field(default_factory=set)


def numbers(graph) -> dict[str, str]:
    """Condition keys numbered 1, 2, ... in the order of the rule text (by span start).

    >>> from reasoner import compile_rule
    >>> numbers(compile_rule("You can claim if you're 16 or over and you live in Wales.").to_networkx())
    {'c17_34': '1', 'c39_56': '2'}
    """
    spans = {}
    for _, data in graph.nodes(data=True):
        if data.get("kind") == "condition":
            spans.setdefault(data["key"], tuple(data.get("span", (0, 0))))
    return {key: str(k) for k, key in enumerate(sorted(spans, key=lambda key: spans[key]), 1)}


def _box(graph, node: str, nums: Mapping[str, str], depth: int) -> Box:
    data = graph.nodes[node]
    if data.get("kind") == "leaf":
        label = str(data.get("label"))
        return Box(node, "leaf", label, [label], LEAF_W, LEAF_H, title=label, depth=depth)
    label = str(data.get("label", ""))
    lines = textwrap.wrap(label, CHARS) or [""]
    if len(lines) > MAX_LINES:
        lines = lines[: MAX_LINES - 1] + [
            textwrap.shorten(" ".join(lines[MAX_LINES - 1 :]), CHARS, placeholder=" …")
        ]
    start, end = data.get("span", (0, 0))
    number = nums.get(data.get("key", ""), "")
    title = f"{number}. {label} [{start}:{end}]"
    return Box(
        node,
        "condition",
        label,
        lines,
        BOX_W,
        len(lines) * LINE + 2 * PAD,
        number,
        title,
        depth=depth,
    )


def _drawn_size(graph, root: str) -> int:
    """How many boxes the tree takes once its shared subtrees are drawn apart (counted, not drawn)."""
    import networkx as nx

    size: dict[str, int] = {}
    for node in reversed(list(nx.topological_sort(graph))):
        size[node] = 1 + sum(size[child] for child in graph.successors(node))
    return size[root]


def layout(graph, values: Mapping[str, Truth] | None = None) -> Layout:
    """Place a decision tree top-down, and mark the route that ``values`` take through it.

    Parameters
    ----------
    graph : networkx.DiGraph
        From ``CompiledRule.to_networkx``: ``graph.graph["root"]``, condition
        nodes with ``key``/``label``/``span``, edges with ``answer`` yes/no.
    values : mapping of condition key to Truth, optional
        What a dialog settled (see :func:`route_values`).  From the root, each
        settled condition's yes or no edge is on the route; the first unsettled
        condition on it is marked as the next question.

    Returns
    -------
    Layout

    Examples
    --------
    >>> from reasoner import compile_rule
    >>> graph = compile_rule("You can claim if you're 16 or over and you live in Wales.").to_networkx()
    >>> placed = layout(graph, {"c17_34": Truth.TRUE})
    >>> [(b.label, b.on_route, b.next_up) for b in placed.boxes if b.kind == "condition"]
    [("you're 16 or over", True, False), ('you live in Wales', True, True)]
    >>> sum(b.kind == "leaf" for b in placed.boxes)
    3
    """
    root_node = graph.graph.get("root")
    if root_node is None or root_node not in graph:
        raise VizError("the tree is empty: the rule text has no condition to draw")
    drawn = _drawn_size(graph, root_node)
    if drawn > MAX_BOXES:
        raise VizError(
            f"the tree would draw {drawn:,} boxes (more than {MAX_BOXES:,}): the rule has too many "
            "alternatives to draw as a tree; `rulewise parse` shows its logical form"
        )
    nums = numbers(graph)
    boxes: list[Box] = []

    def build(node: str, depth: int) -> Box:
        box = _box(graph, node, nums, depth)
        boxes.append(box)
        edges = sorted(graph.out_edges(node, data="answer"), key=lambda e: e[2] != "yes")
        box.children = [(answer, build(child, depth + 1)) for _, child, answer in edges]
        return box

    root = build(root_node, 0)
    depth_h: dict[int, float] = {}
    for box in boxes:
        depth_h[box.depth] = max(depth_h.get(box.depth, 0), box.h)
    tops, y = {}, MARGIN + CAPTION_H
    for depth in sorted(depth_h):
        tops[depth] = y
        y += depth_h[depth] + GAP_Y

    widths: dict[int, float] = {}

    def width(box: Box) -> float:
        inner = sum(width(child) for _, child in box.children) + GAP_X * max(
            0, len(box.children) - 1
        )
        widths[id(box)] = max(box.w, inner)
        return widths[id(box)]

    def place(box: Box, left: float) -> None:
        total = widths[id(box)]
        box.x = left + (total - box.w) / 2
        box.y = (
            tops[box.depth] + (depth_h[box.depth] - box.h) / 2
            if box.kind == "leaf"
            else tops[box.depth]
        )
        inner = sum(widths[id(c)] for _, c in box.children) + GAP_X * max(0, len(box.children) - 1)
        at = left + (total - inner) / 2
        for _, child in box.children:
            place(child, at)
            at += widths[id(child)] + GAP_X

    total = width(root)
    caption = textwrap.shorten(str(graph.graph.get("conclusion") or ""), 80, placeholder=" …")
    # the caption is bold 14 px: about 8.5 px a character; a narrow tree is centred under it
    canvas = max(total, 8.5 * len("Decision tree: " + caption) if caption else 0)
    place(root, MARGIN + (canvas - total) / 2)
    placed = Layout(root, boxes, canvas + 2 * MARGIN, y - GAP_Y + MARGIN, caption)
    if values is not None:
        _mark_route(placed, graph, values)
    return placed


def _mark_route(placed: Layout, graph, values: Mapping[str, Truth]) -> None:
    box = placed.root
    box.on_route = True
    while box.kind == "condition":
        value = values.get(graph.nodes[box.node].get("key"), Truth.UNKNOWN)
        if not value.known:
            box.next_up = True
            return
        want = "yes" if value is Truth.TRUE else "no"
        child = next(c for answer, c in box.children if answer == want)
        placed.route.add((id(box), id(child)))
        child.on_route = True
        box = child


def route_values(
    rule: str, question: str, history, scenario: str = "", today=None
) -> dict[str, Truth]:
    """The value each condition has after a dialog, by key (what :func:`layout` follows).

    The history is mapped onto the rule's conditions by :func:`reasoner.decide`
    itself (its findings), so a path shows what the engine understood.

    >>> rule = "You can claim if you're 16 or over and you live in Wales."
    >>> route_values(rule, "Can I claim?", [{"follow_up_question": "Are you 16 or over?",
    ...                                        "follow_up_answer": "No"}])
    {'c17_34': <Truth.FALSE: 0>}
    """
    from reasoner import decide

    verdict = decide(rule, question, scenario, history, today=today)
    return {f.condition.key: f.value for f in verdict.findings}


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _edges(placed: Layout):
    """Each edge: its answer, its ends (bottom centre of the parent, top centre of the child), on the route."""
    for parent in placed.boxes:
        for answer, child in parent.children:
            ends = (parent.cx, parent.y + parent.h, child.cx, child.y)
            yield answer, ends, (id(parent), id(child)) in placed.route


def tree_svg(placed: Layout, standalone: bool = True, caption: bool = True) -> str:
    """The placed tree as SVG text.

    Parameters
    ----------
    placed : Layout
        From :func:`layout`.
    standalone : bool
        Include the XML namespace (for a ``.svg`` file); an SVG inlined in
        HTML does without it.
    caption : bool
        Draw "Decision tree: <conclusion>" above the tree.

    Examples
    --------
    >>> import xml.etree.ElementTree as ET
    >>> from reasoner import compile_rule
    >>> graph = compile_rule("You can claim if you're 16 or over.").to_networkx()
    >>> svg = ET.fromstring(tree_svg(layout(graph)))
    >>> [t.text for t in svg.iter("{http://www.w3.org/2000/svg}title")]
    ["1. you're 16 or over [17:34]", 'Yes', 'No']
    """
    w, h = round(placed.width), round(placed.height)
    top = 0 if caption or not placed.caption else CAPTION_H - 6
    ns = ' xmlns="http://www.w3.org/2000/svg"' if standalone else ""
    out = [
        f'<svg{ns} class="tree" width="{w}" height="{h - top}" viewBox="0 {top} {w} {h - top}" '
        f'font-family="{FONT}" font-size="{FONT_SIZE}" role="img" aria-label="decision tree">',
        f'<rect x="0" y="0" width="{w}" height="{h}" fill="#ffffff"/>',
    ]
    if placed.caption and caption:
        out.append(
            f'<text x="{MARGIN}" y="{MARGIN + 14}" font-size="14" font-weight="bold" fill="{COLOURS["ink"]}">'
            f"{_esc('Decision tree: ' + placed.caption)}</text>"
        )
    for answer, (x1, y1, x2, y2), on in _edges(placed):
        colour = COLOURS["route"] if on else COLOURS["edge"]
        ym = (y1 + y2) / 2
        out.append(
            f'<path d="M{x1:.1f},{y1:.1f} C{x1:.1f},{ym:.1f} {x2:.1f},{ym:.1f} {x2:.1f},{y2 - 5:.1f}" '
            f'fill="none" stroke="{colour}" stroke-width="{3 if on else 1.5}"/>'
        )
        out.append(
            f'<path d="M{x2 - 4:.1f},{y2 - 7:.1f} L{x2 + 4:.1f},{y2 - 7:.1f} L{x2:.1f},{y2:.1f} Z" fill="{colour}"/>'
        )
        lx = x1 + (x2 - x1) * 0.5
        out.append(
            f'<text x="{lx:.1f}" y="{ym + 4:.1f}" text-anchor="middle" font-weight="bold" '
            f'fill="{colour}" stroke="#ffffff" stroke-width="4" paint-order="stroke">{answer}</text>'
        )
    for box in placed.boxes:
        stroke, sw, dash = COLOURS["ink"], 1, ""
        if box.on_route:
            stroke, sw = COLOURS["route"], 3
        if box.next_up:
            dash = ' stroke-dasharray="6 4"'
        out.append(f"<g><title>{_esc(box.title)}</title>")
        if box.kind == "leaf":
            fill = COLOURS.get(box.label, "#555555")
            out.append(
                f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.w}" height="{box.h}" rx="{box.h / 2}" '
                f'fill="{fill}" stroke="{stroke if box.on_route else fill}" stroke-width="{sw}"/>'
            )
            out.append(
                f'<text x="{box.cx:.1f}" y="{box.y + box.h / 2 + 5:.1f}" text-anchor="middle" font-size="14" '
                f'font-weight="bold" fill="#ffffff">{_esc(box.label)}</text>'
            )
        else:
            fill = PALETTE[(int(box.number or 1) - 1) % len(PALETTE)]
            out.append(
                f'<rect x="{box.x:.1f}" y="{box.y:.1f}" width="{box.w}" height="{box.h}" rx="4" '
                f'fill="{fill}" stroke="{stroke}" stroke-width="{sw}"{dash}/>'
            )
            if box.number:
                out.append(
                    f'<circle cx="{box.x:.1f}" cy="{box.y:.1f}" r="9" fill="{COLOURS["ink"]}"/>'
                    f'<text x="{box.x:.1f}" y="{box.y + 4:.1f}" text-anchor="middle" font-size="11" '
                    f'font-weight="bold" fill="#ffffff">{_esc(box.number)}</text>'
                )
            tspans = "".join(
                f'<tspan x="{box.cx:.1f}" y="{box.y + PAD + (k + 1) * LINE - 3:.1f}">{_esc(line)}</tspan>'
                for k, line in enumerate(box.lines)
            )
            out.append(f'<text text-anchor="middle" fill="{COLOURS["ink"]}">{tspans}</text>')
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out)


def tree_png(placed: Layout, scale: int = 2) -> bytes:
    """The placed tree as PNG bytes, drawn with Pillow (``pip install Pillow``).

    Raises
    ------
    VizError
        Pillow is not installed.
    """
    try:
        from PIL import Image, ImageDraw, ImageFont
    except ImportError as exc:
        raise VizError(
            "PNG output needs Pillow, which is not installed; run `pip install Pillow` "
            "or use --format svg or html"
        ) from exc
    import io

    s = scale
    img = Image.new("RGB", (round(placed.width * s), round(placed.height * s)), "#ffffff")
    draw = ImageDraw.Draw(img)

    def font(size: int, bold: bool = False):
        try:
            return ImageFont.truetype("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf", size * s)
        except OSError:
            return ImageFont.load_default(size=size * s)

    regular, small, big = font(FONT_SIZE), font(11, bold=True), font(14, bold=True)
    if placed.caption:
        draw.text(
            (MARGIN * s, (MARGIN + 2) * s),
            "Decision tree: " + placed.caption,
            fill=COLOURS["ink"],
            font=big,
        )
    for answer, (x1, y1, x2, y2), on in _edges(placed):
        colour = COLOURS["route"] if on else COLOURS["edge"]
        ym = (y1 + y2) / 2
        points = []
        for k in range(21):  # the same cubic Bezier as the SVG
            t = k / 20
            a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t**2, t**3
            points.append(
                (
                    (a * x1 + b * x1 + c * x2 + d * x2) * s,
                    (a * y1 + (b + c) * ym + d * (y2 - 5)) * s,
                )
            )
        draw.line(points, fill=colour, width=(3 if on else 2) * s // 1, joint="curve")
        draw.polygon(
            [((x2 - 4) * s, (y2 - 7) * s), ((x2 + 4) * s, (y2 - 7) * s), (x2 * s, y2 * s)],
            fill=colour,
        )
        lx = (x1 + x2) / 2
        draw.text(
            (lx * s, (ym) * s),
            answer,
            fill=colour,
            font=regular,
            anchor="mm",
            stroke_width=2 * s,
            stroke_fill="#ffffff",
        )
    for box in placed.boxes:
        outline = COLOURS["route"] if box.on_route else COLOURS["ink"]
        width = 3 if box.on_route else 1
        rect = [box.x * s, box.y * s, (box.x + box.w) * s, (box.y + box.h) * s]
        if box.kind == "leaf":
            fill = COLOURS.get(box.label, "#555555")
            draw.rounded_rectangle(
                rect,
                radius=box.h / 2 * s,
                fill=fill,
                outline=outline if box.on_route else fill,
                width=width * s,
            )
            draw.text(
                (box.cx * s, (box.y + box.h / 2) * s),
                box.label,
                fill="#ffffff",
                font=big,
                anchor="mm",
            )
            continue
        fill = PALETTE[(int(box.number or 1) - 1) % len(PALETTE)]
        if box.next_up:  # dashed, as in the SVG
            draw.rounded_rectangle(rect, radius=4 * s, fill=fill)
            _dashed_rectangle(draw, rect, outline, width * s, 6 * s, 4 * s)
        else:
            draw.rounded_rectangle(rect, radius=4 * s, fill=fill, outline=outline, width=width * s)
        for k, line in enumerate(box.lines):
            draw.text(
                (box.cx * s, (box.y + PAD + (k + 0.5) * LINE) * s),
                line,
                fill=COLOURS["ink"],
                font=regular,
                anchor="mm",
            )
        if box.number:
            r = 9 * s
            draw.ellipse(
                [box.x * s - r, box.y * s - r, box.x * s + r, box.y * s + r], fill=COLOURS["ink"]
            )
            draw.text((box.x * s, box.y * s), box.number, fill="#ffffff", font=small, anchor="mm")
    buffer = io.BytesIO()
    img.save(buffer, "PNG", optimize=True)
    return buffer.getvalue()


def _dashed_rectangle(draw, rect, colour: str, width: int, dash: float, gap: float) -> None:
    x0, y0, x1, y1 = rect
    for (ax, ay), (bx, by) in (
        ((x0, y0), (x1, y0)),
        ((x1, y0), (x1, y1)),
        ((x1, y1), (x0, y1)),
        ((x0, y1), (x0, y0)),
    ):
        length = abs(bx - ax) + abs(by - ay)
        at = 0.0
        while at < length:
            end = min(at + dash, length)
            ux, uy = (bx - ax) / length, (by - ay) / length
            draw.line(
                [(ax + ux * at, ay + uy * at), (ax + ux * end, ay + uy * end)],
                fill=colour,
                width=width,
            )
            at = end + gap


_CSS = """
body{margin:0;font-family:DejaVu Sans,Helvetica,Arial,sans-serif;color:#1f2937;background:#f8fafc}
header{padding:14px 24px;background:#1e293b;color:#f8fafc}
header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;color:#cbd5e1;font-size:13px}
main{display:flex;gap:20px;padding:18px 24px;align-items:flex-start}
.side{flex:0 0 380px;display:flex;flex-direction:column;gap:16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px}
.card h2{margin:0 0 8px;font-size:14px;text-transform:uppercase;letter-spacing:.04em;color:#475569}
.text{white-space:pre-wrap;line-height:1.55;font-size:14px}
mark{border-radius:3px;padding:1px 2px;color:inherit}
mark sup{font-weight:bold;font-size:10px;margin-left:2px}
ol{margin:0;padding-left:0;list-style:none;font-size:13px}
li{margin:6px 0;display:flex;gap:8px;align-items:baseline}
.num{flex:0 0 auto;display:inline-block;min-width:18px;height:18px;border-radius:9px;background:#1f2937;
color:#fff;text-align:center;font-size:11px;font-weight:bold;line-height:18px}
.state{font-size:11px;font-weight:bold;padding:1px 6px;border-radius:8px;white-space:nowrap}
.met{background:#dcfce7;color:#166534}.failed{background:#fee2e2;color:#991b1b}
.missing{background:#fef9c3;color:#854d0e}.unused{background:#f1f5f9;color:#64748b}
.from{display:block;color:#64748b;font-size:12px}
.verdict{font-size:16px;font-weight:bold}
.right{flex:1 1 auto;display:flex;flex-direction:column;gap:16px;min-width:0}
.tree-card{overflow:auto}
.tree-card svg{max-width:100%;height:auto}
.card p{font-size:14px}
mark.then{background:none;border-bottom:2px solid #1e293b;font-weight:bold;border-radius:0}
.legend{font-size:12px;color:#475569;margin-top:6px}
.legend span{display:inline-block;margin-right:12px}
.route-key{display:inline-block;width:22px;border-top:3px solid #1d4ed8;vertical-align:middle}
"""


def page_html(
    rule: str,
    question: str = "",
    history=None,
    scenario: str = "",
    today=None,
) -> str:
    """A self-contained HTML page: the rule text with its conditions marked, and the tree.

    Parameters
    ----------
    rule : str
        The rule text.
    question : str
        The question (picks which rule of the text the tree is for).
    history : list of dict, optional
        A dialog (``follow_up_question``/``follow_up_answer`` turns): its route
        is drawn in blue on the tree, the conditions get their states, and the
        verdict is shown.
    scenario : str, today : datetime.date
        As for :func:`reasoner.decide`, used with ``history``.

    Returns
    -------
    str
        One HTML document with inline CSS and SVG; it loads nothing.

    Examples
    --------
    >>> page = page_html("You can claim if you're 16 or over.", "Can I claim?")
    >>> "you&#x27;re 16 or over" in page, "http" in page
    (True, False)
    """
    from reasoner import compile_rule, decide
    from rulewise.render import STATES, explain_conditions, segments

    compiled = compile_rule(rule)
    graph = compiled.to_networkx(question)
    nums = numbers(graph)
    target = compiled.target(question)
    verdict = None
    rows_by_key: dict = {}
    values = None
    if history is not None:
        verdict = decide(rule, question, scenario, history, today=today)
        rows_by_key = {
            row.condition.key: row for row in explain_conditions(compiled, question, verdict)
        }
        conditions = target.conditions
        findings = tuple(verdict.findings)
        values = {f.condition.key: f.value for f in findings}
    placed = layout(graph, values)
    conditions = [c for c in target.conditions if c.key in nums] + [
        c for c in target.conditions if c.key not in nums
    ]

    def colour(key: str) -> str:
        number = nums.get(key)
        return PALETTE[(int(number) - 1) % len(PALETTE)] if number else "#e5e7eb"

    conclusion = target.conclusion
    marks = [(c.provenance.span, c) for c in conditions]
    if conclusion.text:
        marks.append((conclusion.provenance.span, None))
    text_html = []
    for piece, mark in segments(compiled.text, marks):
        if mark is None:
            text_html.append(_esc(piece))
            continue
        cond = mark[1]
        if cond is None:
            text_html.append(
                f'<mark class="then" title="what the tree decides">{_esc(piece)}</mark>'
            )
            continue
        number = nums.get(cond.key, "")
        text_html.append(
            f'<mark style="background:{colour(cond.key)}" title="condition {number} '
            f'[{cond.provenance.span.start}:{cond.provenance.span.end}]">{_esc(piece)}<sup>{number}</sup></mark>'
        )
    if conclusion.text:
        about = f"<p>The tree decides (underlined): <b>{_esc(conclusion.text)}</b></p>"
    else:
        about = "<p>The rule text states no condition.</p>"

    items = []
    for cond in conditions:
        number = nums.get(cond.key, "–")
        row = rows_by_key.get(cond.key)
        state = ""
        source = ""
        if row is not None:
            state = (
                f'<span class="state {row.state}" title="{STATES[row.state]}">{row.state}</span>'
            )
            if row.finding is not None:
                how = {
                    "history": "your answer",
                    "scenario": "the scenario",
                    "solver": "a quantity, checked by Z3",
                }
                where = how.get(row.finding.source, row.finding.source)
                source = f'<span class="from">from {where}: “{_esc(row.finding.evidence)}”</span>'
        items.append(
            f'<li><span class="num">{number}</span><span>{_esc(cond.text)} {state}{source}</span></li>'
        )
    dialog = ""
    if verdict is not None:
        turns = (
            "".join(
                f"<li><span>{_esc(str(t.get('follow_up_question', '')))} "
                f"<b>{_esc(str(t.get('follow_up_answer', '')))}</b></span></li>"
                for t in history
            )
            or "<li>(no answers yet)</li>"
        )
        shown = (
            verdict.answer
            if not verdict.is_question
            else f"not yet decided; next question: {verdict.answer}"
        )
        dialog = (
            '<section class="card"><h2>Dialog</h2><ol>'
            f"{turns}</ol><p class='verdict'>Verdict: {_esc(shown)}</p>"
            '<p class="legend"><span><i class="route-key"></i> the route this dialog took</span>'
            "<span>dashed box: the next question</span></p></section>"
        )
    title = question or conclusion.text or "decision tree"
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>rulewise: {_esc(title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
        f"<header><h1>{_esc(title)}</h1><p>rulewise · {len(conditions)} conditions · "
        "each condition is numbered and coloured the same in the text and in the tree</p></header>\n"
        '<main>\n<div class="side">\n'
        f'<section class="card"><h2>Rule text</h2><div class="text">{"".join(text_html)}</div>{about}</section>\n'
        f'<section class="card"><h2>Conditions</h2><ol>{"".join(items)}</ol></section>\n'
        '</div>\n<div class="right">\n'
        f'<section class="card tree-card"><h2>Decision tree: {_esc(conclusion.text or title)}</h2>'
        f"{tree_svg(placed, standalone=False, caption=False)}"
        '<p class="legend"><span style="color:#2e7d32">● Yes</span><span style="color:#c62828">● No</span>'
        "<span>left branch: yes · right branch: no</span></p></section>\n"
        f"{dialog}\n</div>\n</main>\n</body>\n</html>\n"
    )


def render(
    rule: str, question: str = "", fmt: str = "svg", history=None, scenario: str = "", today=None
):
    """The decision tree of a rule as ``svg`` (str), ``html`` (str) or ``png`` (bytes).

    Examples
    --------
    >>> render("You can claim if you're 16 or over.", "Can I claim?", "svg").startswith("<svg")
    True
    """
    if fmt == "html":
        return page_html(rule, question, history, scenario, today)
    from reasoner import compile_rule

    values = route_values(rule, question, history, scenario, today) if history is not None else None
    placed = layout(compile_rule(rule).to_networkx(question), values)
    if fmt == "svg":
        return tree_svg(placed)
    if fmt == "png":
        return tree_png(placed)
    raise VizError(f"unknown format {fmt!r}; use svg, png or html")
