# audit7 — keywords (12.4 awakening, 12.5 burst, 12.6 evolution, 12.9 base) meeting phase steps,
# invasions and the counter; written from the JP rules 1.04 alone, outcomes reasoned before running.
Feature: audit7 keywords — each keyword where it meets a phase step or another rule

  # 12.5.1/12.5.2 + 8.5.1.1 + 10.6.5 (a delayed trigger) + 5.7.3.1 + 12.5.3 + 7.5.2 + 7.2.4.
  # SD01-005 (rank II, 強襲1) is played as rank I on A's rank I monster: rage +1 (8.5.1.1). Its 出現時
  # (B discards down to 4) does nothing: B holds 4 (5.7.2.1). SD01-012 (「あなたのターン中あなたの怪獣カードが
  # 出現した時、これを空いているエリアに移動させてよい」) triggers: A declines. At A's end phase start the delayed
  # trigger puts only SD01-005 from the stack into the discard pile (5.7.3.1); the top turning back into
  # SD01-001 is not an appearance (12.5.3), so SD01-012 asks nothing. 7.5.2 then advances 3→4. B's start
  # phase resets only B's rage (7.2.4): A keeps 1, threat 6000 + 5000 (3.4.5).
  Scenario: A burst monster leaves its stack at the end phase and the monster does not appear again
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-003" in zone 1
    Given player A has "SD01-012" in zone 6
    Given player A's hand is "SD01-005"
    Given player A's deck is "SD01-008" x10
    Given player B's hand is "SD01-008" x4
    Given player B's deck is "SD01-008" x10
    Given player A will choose "SD01-005"
    Given player A will choose no
    When player A plays the monster "SD01-005" as rank I
    When player A ends the main phase
    Then it is player B's turn
    Then player A's invading monster is "SD01-001" in zone 4
    Then player A's discard pile contains "SD01-005"
    Then player A's rage is 1
    Then player A's invading monster has threat level 11000
    Then player A has "SD01-012" in zone 6

  # 12.5.2.1 + 5.7.3.1 + 4.7.2 + 3.2.5: after the burst play (rage +1), BP03-074 (rank 6; A's monster in 6)
  # puts SD01-003 (rank III, shares ゴジラ) from the monster deck on top without raising rage (its own words).
  # At the end phase start SD01-005 is no longer on top but is still discarded (12.5.2.1): only it leaves the
  # stack (5.7.3.1), SD01-003 stays on top of SD01-001. 7.5.2 advances 6→7. Threat 23000 + 1×5000 (rage
  # below 2: SD01-003's +5000 does not apply).
  Scenario: A burst card buried under a newer monster card is still discarded at the end phase
    Given player A's invading monster is "SD01-001" in zone 6
    Given player B's invading monster is "SD01-003" in zone 1
    Given player A's hand is "SD01-005", "BP03-074"
    Given player A's monster deck is "SD01-003"
    Given player A's deck is "SD01-008" x10
    Given player B's hand is "SD01-008" x4
    Given player B's deck is "SD01-008" x10
    When player A plays the monster "SD01-005" as rank I
    When player A activates "BP03-074"
    When player A ends the main phase
    Then it is player B's turn
    Then player A's invading monster is "SD01-003" in zone 7
    Then player A's discard pile contains "SD01-005"
    Then player A's rage is 1
    Then player A's invading monster has threat level 28000

  # 12.6.1/12.6.2 + 7.3.1 + 5.8.1 + 5.17.1/5.17.1.1 + 5.3.1/5.3.1.1 + 12.2.1. Start phase: A draws 1 (B's
  # monster is rank I, 7.2.2). Main phase start: SD02-007 (進化5＜モスラ＞) searches the deck, A reveals
  # SD02-010 (rank 5, モスラ — the only one), it is put on SD02-007 and appears (5.17.1); the deck is
  # shuffled. SD02-010's 出現時 (進化で出現したら、あなたは１枚引く) draws 1. Hand 0+1+1 = 2, deck 6-1-1-1 = 3.
  Scenario: Evolution at the start of the main phase makes the evolved card appear and draw
    Given it is the start phase
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "SD02-007" in zone 5
    Given player A's hand is empty
    Given player A's deck is "SD01-008", "SD02-010", "SD01-008" x4
    Given player A will choose yes
    Given player A will choose "SD02-010"
    When the game runs until the counter phase
    Then player A has "SD02-010" in zone 5
    Then player A's hand has 2 cards
    Then player A's deck has 3 cards

  # 12.4.1/12.4.2 + 10.3.2/10.3.3 + 8.6 + 7.4.2/7.4.3 + 5.15.1.2. With A's monster in zone 3, SD01-009 (覚醒4
  # +3000) and BP01-018 (覚醒4 +3000) count 2000 + 1000. The invasion (icon 1) moves A's monster to 4: both
  # awakenings now apply, 5000 + 4000 = 9000 ≥ B's 6000, so B is countered (B's monster in zone 1 stays
  # there, 5.15.1.1) and SD01-002 from B's monster deck becomes B's invading monster.
  Scenario: An invasion into zone 4 wakes two battle cards in time for the counter
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B's monster deck is "SD01-002"
    Given player A has "SD01-009" in zone 5
    Given player A has "BP01-018" in zone 6
    Given player A's hand is "SD01-008"
    When player A invades discarding "SD01-008"
    When the game runs until the end phase
    Then player A's total counter power is 9000
    Then player B's invading monster is "SD01-002" in zone 1

  # 12.4.2 + 10.3.3: the same board but the invasion only reaches zone 3: the awakenings stay without effect,
  # 3000 < 6000, B is not countered.
  Scenario: An invasion that stops short of zone 4 leaves the awakened counter power asleep
    Given player A's invading monster is "SD01-001" in zone 2
    Given player B's invading monster is "SD01-001" in zone 1
    Given player B's monster deck is "SD01-002"
    Given player A has "SD01-009" in zone 5
    Given player A has "BP01-018" in zone 6
    Given player A's hand is "SD01-008"
    When player A invades discarding "SD01-008"
    When the game runs until the end phase
    Then player A's total counter power is 3000
    Then player B's invading monster is "SD01-001" in zone 1

  # 12.9.1/12.9.2 + 7.2.3: at A's start phase both strategy cards were placed before this turn; SD01-013 goes
  # to the discard pile, BP03-070 (拠点) stays.
  Scenario: At the start phase a base stays and an ordinary strategy card goes
    Given it is the start phase
    Given player A's invading monster is "SD01-001" in zone 1
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "BP03-070" in strategy zone 1, placed before this turn
    Given player A has "SD01-013" in strategy zone 2, placed before this turn
    Given player A's deck is "SD01-008" x5
    When the game runs until the main phase
    Then player A has "BP03-070" in strategy zone 1
    Then player A's discard pile contains "SD01-013"
    Then player A's discard pile has 1 card

  # 12.9.1 (the base's automatic ability) + 8.6 + 12.1.1 + 10.6.2: A's invasion into zone 6 triggers BP03-070
  # (「いずれかの怪獣カードがエリア６～８に進攻した時、これを破壊する」); it goes from the strategy zone to the
  # discard pile, which triggers BP03-039 (「あなたのカードが戦略カード置き場から捨て札になった時、１枚引く」).
  # Hand 1 − 1 (invasion) + 1 = 1; discard: SD01-008 and BP03-070.
  Scenario: A base destroyed by its owner's invasion into zone 6 draws through another card
    Given player A's invading monster is "SD01-001" in zone 5
    Given player B's invading monster is "SD01-001" in zone 1
    Given player A has "BP03-070" in strategy zone 1
    Given player A has "BP03-039" in zone 2
    Given player A's hand is "SD01-008"
    Given player A's deck is "SD01-009" x3
    When player A invades discarding "SD01-008"
    Then player A's strategy zones are empty
    Then player A's discard pile has 2 cards
    Then player A's hand has 1 card
    Then player A's deck has 2 cards

  # 5.15.1.1 + 5.15.1.2 + 5.13.2.2/5.13.2.2.2 + 12.9 (a base placed): B's monster in zone 7 is countered by
  # SD02-013 (13000 ≥ 6000): it moves to zone 4 (behind 7, 4.4.5.1), SD01-002 becomes B's invading monster.
  # A's BP03-023 (「あなたが相手の怪獣カードを撃退した時、あなたが拠点を置いているなら、相手の怪獣カードをエリア１まで
  # 後退させる」) triggers: A has BP03-075 (拠点) placed, B's monster retreats 4→1. BP03-075's own counter-phase
  # ability finds no evolvable card and does nothing.
  Scenario: A countered monster that moved back to zone 4 retreats to zone 1 because a base is placed
    Given player A's invading monster is "BP03-023" in zone 2
    Given player B's invading monster is "SD01-001" in zone 7
    Given player B's monster deck is "SD01-002"
    Given player A has "SD02-013" in zone 5
    Given player A has "BP03-075" in strategy zone 1
    When the game runs until the end phase
    Then player B's invading monster is "SD01-002" in zone 1
