"""Pictures of the decision tree: SVG, PNG, the HTML page, the dialog's route, the layout."""

from __future__ import annotations

import importlib.util
import json
import re
import xml.etree.ElementTree as ET

import pytest

from reasoner import compile_rule
from ruleparse.types import Truth
from rulewise.cli import main
from rulewise.commands.demo import DEMO_QUESTION, demo_rule
from rulewise.viz import COLOURS, VizError, layout, page_html, route_values

RULE = "You can claim if you're 16 or over and you live in Wales."
QUESTION = "Can I claim?"
SVG = "{http://www.w3.org/2000/svg}"
PATH = json.dumps([{"follow_up_question": "Are you 16 or over?", "follow_up_answer": "Yes"}])


def _viz(capsys, tmp_path, name: str, *extra: str) -> tuple[int, str]:
    out = tmp_path / name
    code = main(["viz", "--rule", RULE, "--question", QUESTION, "-o", str(out), *extra])
    capsys.readouterr()
    return code, out


def test_viz_svg_parses_as_xml_with_a_box_per_node(capsys, tmp_path):
    code, out = _viz(capsys, tmp_path, "tree.svg")
    assert code == 0
    root = ET.parse(out).getroot()
    assert root.tag == f"{SVG}svg"
    titles = [t.text for t in root.iter(f"{SVG}title")]
    assert titles == [
        "1. you're 16 or over [17:34]",
        "2. you live in Wales [39:56]",
        "Yes",
        "No",
        "No",
    ]
    texts = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))
    assert texts.count("yes") == 2 and texts.count("no") == 2  # edge labels


def test_viz_html_is_self_contained_with_the_rule_text(capsys, tmp_path):
    code, out = _viz(capsys, tmp_path, "page.html", "--path", PATH)
    assert code == 0
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>")
    assert '<mark class="then" title="what the tree decides">You can claim</mark> if <mark' in page
    assert "you&#x27;re 16 or over<sup>1</sup></mark>" in page
    assert not re.search(r"https?://", page)
    assert not re.search(r"<(script|link|img|iframe)\b|@import|url\(", page)
    assert "Verdict: not yet decided; next question: Do you live in Wales?" in page
    ET.fromstring(re.search(r"<svg.*</svg>", page, re.S).group(0))  # the inline SVG is well formed


def test_viz_png_has_the_png_signature_or_says_what_to_install(capsys, tmp_path):
    out = tmp_path / "tree.png"
    code = main(["viz", "--rule", RULE, "--format", "png", "-o", str(out)])
    err = capsys.readouterr().err
    if importlib.util.find_spec("PIL") is not None:
        assert code == 0
        assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    else:
        assert code == 1
        assert "pip install Pillow" in err and "--format svg or html" in err
        assert not out.exists()


def test_viz_format_follows_the_output_suffix(capsys, tmp_path):
    code, out = _viz(capsys, tmp_path, "page.htm")
    assert code == 0
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_viz_path_draws_the_route_and_the_next_question(capsys, tmp_path):
    code, out = _viz(capsys, tmp_path, "route.svg", "--path", PATH)
    assert code == 0
    svg = out.read_text(encoding="utf-8")
    route = COLOURS["route"]
    assert svg.count(f'fill="none" stroke="{route}"') == 1  # the edge 16+ -> Wales
    assert svg.count('stroke-dasharray="6 4"') == 1  # Wales is asked next
    plain = _viz(capsys, tmp_path, "plain.svg")[1].read_text(encoding="utf-8")
    assert route not in plain


def test_viz_path_needs_a_question(capsys, tmp_path):
    code = main(["viz", "--rule", RULE, "-o", str(tmp_path / "x.svg"), "--path", PATH])
    assert code == 1
    assert "--path needs --question" in capsys.readouterr().err


def test_viz_route_follows_the_engines_reading_of_the_answers():
    values = route_values(
        RULE, QUESTION, [{"follow_up_question": "Do you live in Wales?", "follow_up_answer": "No"}]
    )
    assert values == {"c39_56": Truth.FALSE}
    placed = layout(compile_rule(RULE).to_networkx(QUESTION), values)
    # the root (16 or over) is not settled: the route stops there, and it is asked next
    assert [(b.label, b.next_up) for b in placed.boxes if b.on_route] == [
        ("you're 16 or over", True)
    ]


def test_viz_layout_boxes_never_overlap():
    placed = layout(compile_rule(demo_rule()).to_networkx(DEMO_QUESTION))
    assert len(placed.boxes) >= 5
    for a in placed.boxes:
        assert 0 <= a.x and a.x + a.w <= placed.width and 0 <= a.y and a.y + a.h <= placed.height
        for b in placed.boxes:
            if a is not b:
                apart = a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y
                assert apart, (a.label, b.label)
    for parent in placed.boxes:
        for _, child in parent.children:
            assert child.y >= parent.y + parent.h  # top-down


def test_viz_page_without_a_path_shows_no_dialog():
    page = page_html(demo_rule(), DEMO_QUESTION)
    assert "<h2>Dialog</h2>" not in page
    assert "Your tax credits will end" in page


def test_viz_tree_without_a_root_is_an_error():
    import networkx as nx

    with pytest.raises(VizError, match="no condition to draw"):
        layout(nx.DiGraph())


def test_viz_a_tree_too_large_to_read_is_refused_with_a_clear_error():
    items = "\n".join(f"* you have item{k} and you sign form{k}" for k in range(14))
    graph = compile_rule("You can claim if:\n" + items).to_networkx("Can I claim?")
    with pytest.raises(VizError, match="65,533 boxes"):
        layout(graph)
