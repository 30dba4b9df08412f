# audit7 — changes and triggers across the steps of one turn: a change for the turn that ends at 7.5.6,
# a token born at the main phase start and gone at the end phase start, strategy cards leaving at 7.2.3,
# bases destroyed by the opponent's invasion, "up to" searches that find nothing; from the JP rules 1.04 alone.
Feature: audit7 across phases — what starts in one step of the turn and ends in another

  # 10.5.4 + 10.2.1.2 + 7.4.1–7.4.3 + 7.5.6: at A's counter phase start BP03-032 (adjacent to A's monster in
  # 5) lets A discard the whole hand (3 cards) for +1000 each for the turn: 6000 ≥ 6000, B is countered and
  # takes SD01-002. At 7.5.6 the change ends: on B's turn BP03-032 is back to 3000. A drew 5 at 7.5.4.
  Scenario: A counter power raised for the turn wins the counter and is gone on the next turn
    Given player A's invading monster is "SD01-001" in zone 5
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B's monster deck is "SD01-002"
    Given player A has "BP03-032" in zone 4
    Given player A's hand is "SD01-009" x3
    Given player A's deck is "SD01-008" x10
    Given player B's deck is "SD01-008" x10
    Given player A will choose yes
    When player A ends the main phase
    Then it is player B's turn
    Then player B's invading monster is "SD01-002" in zone 1
    Then player A's total counter power is 3000
    Then player A's hand has 5 cards

  # 7.3.1 + 9.1.2/9.1.2.1 + 7.4.3 + 7.5.1 + 9.1.3/9.1.3.1 + 5.11.3: A's start phase draws SD01-008. At the main
  # phase start BP02-077 puts SD01-002 (＜ゴジラ＞) and SD01-009 into the discard pile, so it destroys itself and
  # makes the ちびゴジラ 第2形態 token appear (zone 6). The token's 10000 counters B (6000): SD01-002. At the end
  # phase start the token destroys itself (it vanishes, 9.1.4.2) and BP02-077 appears again from the discard
  # pile (zone 7). Discard pile: SD01-002 and SD01-009.
  Scenario: A token made at the main phase start counters and brings its card back at the end phase start
    Given it is the start phase
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B's monster deck is "SD01-002"
    Given player A has "BP02-077" in zone 6
    Given player A's hand is empty
    Given player A's deck is "SD01-008", "SD01-002", "SD01-009", "SD01-008" x8
    Given player B's deck is "SD01-008" x10
    Given player A will choose zone 6
    Given player A will choose zone 7
    When the game runs until the end phase
    When the game runs until the start phase
    Then it is player B's turn
    Then player B's invading monster is "SD01-002" in zone 1
    Then player A has "BP02-077" in zone 7
    Then player A's zone 6 is empty
    Then player A's discard pile has 2 cards

  # 7.2.3 + 10.6.2.1 + 7.2.5: two of A's strategy cards placed before this turn go to the discard pile at once;
  # BP03-039 (「あなたのカードが戦略カード置き場から捨て札になった時、１枚引く」, two cards: two draws) triggers twice.
  # A orders the two (10.6.3.1). Hand: 1 (7.2.2) + 2 = 3, deck 5 - 3 = 2.
  Scenario: Two strategy cards leaving at the start phase draw two cards
    Given it is the start phase
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "BP03-039" in zone 3
    Given player A has "SD01-013" in strategy zone 1, placed before this turn
    Given player A has "BP01-061" in strategy zone 2, placed before this turn
    Given player A's hand is empty
    Given player A's deck is "SD01-008" x5
    Given player A will choose "BP03-039 in zone 3, for SD01-013: 1枚引く。"
    When the game runs until the main phase
    Then player A's hand has 3 cards
    Then player A's strategy zones are empty
    Then player A's deck has 2 cards

  # 12.9.1 + 10.4.3.3 + 3.1.2.2: A's base BP03-076 (「いずれかの怪獣カードがエリア６～８に進攻した時、これを破壊する」)
  # sees B's invasion into B's zone 6 on B's turn: A, its master, plays it at the check timing; it is destroyed.
  Scenario: The opponent's invasion into zone 6 destroys a base
    Given player B is the turn player
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 5
    Given player A has "BP03-076" in strategy zone 1
    Given player B's hand is "SD01-008"
    When player B invades discarding "SD01-008"
    Then player A's strategy zones are empty
    Then player A's discard pile contains "BP03-076"

  # 1.3.5.1 + 10.5.3.1.1 + 4.1.2.3 + 5.8.1.2: SD01-002's 進攻時 searches for 「１枚まで」: A may take none though
  # SD01-006 (強襲2, rank III 「ゴジラ(2023)」) is in the deck (a hidden zone: not guaranteed). Hand 0, deck 4.
  Scenario: An "up to one" search may find none even when the card is there
    Given player A's invading monster is "SD01-002" in zone 2
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A's hand is "SD01-008"
    Given player A's deck is "SD01-006", "SD01-008" x3
    Given player A will choose no more
    When player A invades discarding "SD01-008"
    Then player A's hand has 0 cards
    Then player A's deck has 4 cards

  # 3.4.5 + 10.8.1.4 + 8.5.1/8.5.1.1: BP02-023's 出現時 (A has 5 monster cards in the discard pile) retreats B's
  # monster only if its threat is 50000 or less: SD01-004 38000 + rage 3 × 5000 = 53000: no retreat.
  Scenario: Rage lifts a monster above the threat an enter ability can retreat
    Given player A's invading monster is "SD01-004" in zone 3
    Given player B's invading monster is "SD01-004" in zone 4
    Given player B's rage is 3
    Given player A's discard pile is "SD01-001" x5
    Given player A's hand is "BP02-023"
    When player A plays the monster "BP02-023"
    Then player B's invading monster is "SD01-004" in zone 4
    Then player A's rage is 1

  # 3.4.5 + 5.13.2: the same with rage 2: 48000 ≤ 50000, B's monster retreats 4→3.
  Scenario: With less rage the same monster is retreated
    Given player A's invading monster is "SD01-004" in zone 3
    Given player B's invading monster is "SD01-004" in zone 4
    Given player B's rage is 2
    Given player A's discard pile is "SD01-001" x5
    Given player A's hand is "BP02-023"
    When player A plays the monster "BP02-023"
    Then player B's invading monster is "SD01-004" in zone 3

  # 9.1.2/9.1.2.1 + 5.11.4 + 5.11.1.2 + 10.8.1.5: BP02-053's 進攻時 makes a 結晶体 token appear (A picks empty
  # zone 3; the monster is now in 4). Threat: 12000 + 5000 (「結晶体」がいるなら) + 1000 (the token's own change).
  Scenario: A token made by an invasion raises the threat twice
    Given player A's invading monster is "BP02-053" in zone 3
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A's hand is "SD01-008"
    Given player A will choose zone 3
    When player A invades discarding "SD01-008"
    Then player A has "結晶体" in zone 3
    Then player A's invading monster has threat level 18000
