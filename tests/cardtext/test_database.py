"""The card database and `judgekit cards check|show`."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from judgekit.cardtext.database import CardFileError, database, find, read_cards

JUDGEKIT = Path(sys.executable).parent / "judgekit"


def test_the_projects_card_file_has_every_card_by_number():
    cards = database()
    assert len(cards) == 292
    godzilla = cards["SD01-001"]
    assert (godzilla.name, godzilla.type, godzilla.rank, godzilla.threat) == ("ゴジラ(2023)", "monster", 1, 6000)
    battle = next(c for c in cards.values() if c.type == "battle")
    assert battle.counter > 0 and battle.threat == 0


def test_find_by_number_or_a_unique_name():
    assert find("SD01-002").number == "SD01-002"
    assert find("ゴジラ(2023)") is None  # one name spans several ranks: not unique
    unique = next(c for c in database().values()
                  if sum(1 for d in database().values() if d.name == c.name) == 1)
    assert find(unique.name) == unique


def test_a_base_strategy_card_carries_the_keyword_from_its_type_line():
    bases = [c for c in database().values() if c.type == "strategy" and c.text.startswith("拠点")]
    assert bases  # "戦略, 拠点" cards


def write(tmp_path, rows):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"cards": rows}, ensure_ascii=False), encoding="utf-8")
    return path


ROW = {"number": "T-001", "name": "Tank", "type": "交戦", "color": "赤", "rank": 2, "invasion": 1,
       "power": 2000, "traits": ["兵器"], "text": "出現時カードを1枚引く。"}


def test_a_bad_card_row_names_the_file_and_the_card(tmp_path):
    with pytest.raises(CardFileError, match=r"cards.json:\d+: card 2 \(T-002\): color '紫'"):
        read_cards(write(tmp_path, [ROW, {**ROW, "number": "T-002", "color": "紫"}]))


def test_cards_check_counts_and_lists_what_it_cannot_read(tmp_path):
    path = write(tmp_path, [ROW, {**ROW, "number": "T-002", "text": "出現時月が綺麗。"}])
    proc = subprocess.run([JUDGEKIT, "cards", "check", str(path)], capture_output=True, text=True)
    assert proc.returncode == 1
    assert "T-002 Tank: cannot read 「月が綺麗。」" in proc.stdout
    assert proc.stdout.strip().endswith("1 of 2 card texts compiled")
    # a part the grammar refuses for a reason says the reason (「…した時」: an event, 10.6.2)
    said = subprocess.run([JUDGEKIT, "cards", "check", str(write(tmp_path, [{**ROW, "text": "あなたが戦略カードを2回発動した時、カードを1枚引く。"}]))],
                          capture_output=True, text=True).stdout
    assert "cannot read 「あなたが戦略カードを2回発動した時、」 (character 1): 「…した時」 is an event (10.6.2)" in said
    ok = subprocess.run([JUDGEKIT, "cards", "check", str(write(tmp_path, [ROW]))],
                        capture_output=True, text=True)
    assert ok.returncode == 0 and ok.stdout.strip() == "1 of 1 card texts compiled"


def test_cards_show_prints_the_card_and_its_abilities():
    proc = subprocess.run([JUDGEKIT, "cards", "show", "SD01-003"], capture_output=True, text=True)
    assert proc.returncode == 0 and "this card's threat level +5000 while your monster's rage is 2 or more" in proc.stdout
    missing = subprocess.run([JUDGEKIT, "cards", "show", "XX-999"], capture_output=True, text=True)
    assert missing.returncode == 2 and "no card 'XX-999'" in missing.stderr


def test_cards_show_names_the_rulings_and_scenarios_about_the_card():
    """What a judge reads next, as the card page lists it."""
    proc = subprocess.run([JUDGEKIT, "cards", "show", "BP02-080"], capture_output=True, text=True)
    assert proc.returncode == 0
    assert "ruling GZ-041 (draft): 共闘 reveals two cards" in proc.stdout
    assert "scenario scenarios/cards/strategy_by_effect.feature:" in proc.stdout
