Feature: Audit 3: real cards of both players meeting at one check timing

  Written from the JP 1.04 text and the cards' printed Japanese before reading the engine
  (issue 18, third audit: real cards). Each expected outcome and the comment above it were
  written before the scenario was first run; only the scripted answers' form was adjusted
  to what the runner asks.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | ゴジラ | 15000  |         | 1        |      |
      | Godzilla III| monster  | III  | red   | ゴジラ | 20000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Dash        | battle   | 1    | red   | Weapon |        | 1000    | 2        |      |
      | Mid         | battle   | 6    | red   | Weapon |        | 1000    | 1        |      |
      | Heavy7      | battle   | 7    | red   | Weapon |        | 1000    | 1        |      |
      | Big         | battle   | 1    | red   | Weapon |        | 15000   | 1        |      |
      | Jet         | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Plan        | strategy | 1    | red   |        |        |         | 1        |      |

  # 12.3.2 / BP03-062 「相手の怪獣カードが進攻した時、これを破壊する」: one invasion makes A's
  # 【進攻時】 (BP01-009, rage 2) and B's BP03-062 wait together. 10.4.3.2: the turn player's
  # first: BP03-062 is B's only battle card of rank 6 or less and is destroyed; 12.7.2 its
  # 【逆襲】 waits. 10.6.7: B must still play BP03-062's first ability, but "これ" is now a card
  # in the discard pile, and only cards in zones are destroyed (5.12.1.1): 1.3.2, nothing.
  # The 【逆襲】 triggered once only (one move to the discard pile): BP03-024 back to the hand.
  @rule-10.4.3.2 @rule-10.4.3.3 @rule-10.6.7 @rule-12.7.2 @rule-1.3.2
  Scenario: A's 【進攻時】 destroys B's 婆羅護吽 before its own "destroy this" resolves; its 【逆襲】 triggers once
    Given player A's invading monster is "BP01-009" in zone 2
    And player A's rage is 2
    And player A's hand is "Tank"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "BP03-062" in zone 5
    And player B's discard pile is "BP03-024"
    And player B will choose "BP03-062: これを破壊する。"
    And player B will choose "BP03-024"
    When player A invades discarding "Tank"
    Then player B's hand contains "BP03-024"
    And player B's discard pile has 1 card
    And player B's discard pile contains "BP03-062"
    And player B's zone 5 is empty
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.2 | BP01-009 | A      |
      | 10.4.3.3 | BP03-062 | B      |

  # SD01-015 (A's strategy, rank 7, A's monster in zone 7): B discards down to 2 (5.7.2); the
  # three copies cannot be told apart, so one BP01-066 goes, discarded by A's effect. B's
  # BP01-066 waits (its trigger is met in the hand, 10.3.4.1.1) and, A having none, B plays it
  # (10.4.3.3): B's rage +2. That is A's BP01-071's 「相手の怒りが増えた時」: back at 10.4.3.1,
  # the turn player's standby is played first again (10.4.3.2): 大コンドル destroys itself.
  @rule-5.7.2 @rule-10.4.3.3 @rule-10.4.3.2 @rule-10.6.2
  Scenario: 海神作戦 makes B discard ゴジラVSビオランテ, whose rage then destroys A's 大コンドル
    Given player A's invading monster is "Godzilla" in zone 7
    And player A's hand is "SD01-015"
    And player A has "BP01-071" in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player B's hand is "BP01-066" x3
    When player A activates "SD01-015"
    Then player B's rage is 2
    And player B's hand has 2 cards
    And player B's discard pile contains "BP01-066"
    And player A's zone 2 is empty
    And player A's discard pile contains "BP01-071"
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.3 | BP01-066 | B      |
      | 10.4.3.2 | BP01-071 | A      |

  # 7.4.3: A's 15000 >= BP01-012's 13000: countered; 5.15.1.2: BP01-013 becomes B's monster
  # and appears (5.11.2), its 【出現時】 waits with A's BP03-019 (A has a 拠点 placed: BP03-075).
  # 10.4.3.2: A's first: rage +2, ONE increase, so SD01-013 「増えるたび」 waits once (10.6.2);
  # A still has a standby, so A plays it before B (10.4.3.1 then 10.4.3.2): one of B's four
  # rank-6 cards goes. 10.4.3.3: BP01-013 counts 3 battle cards (< 4): A's rage stays 2.
  @rule-7.4.3 @rule-10.4.3.2 @rule-10.4.3.3 @rule-10.6.2 @rule-5.15.1.2
  Scenario: Rage +2 from モスラ幼虫 is one increase for 銀座壊滅, whose destruction comes before B's new monster counts
    Given it is the counter phase
    And player A's invading monster is "BP03-019" in zone 1
    And player A has "BP03-075" in strategy zone 1, placed before this turn
    And player A has "SD01-013" in strategy zone 2
    And player A has "Big" in zone 2
    And player B's invading monster is "BP01-012" in zone 1
    And player B's monster deck is "BP01-013"
    And player B has "Mid" in zone 2
    And player B has "Mid" in zone 3
    And player B has "Mid" in zone 4
    And player B has "Mid" in zone 5
    And player A will choose "Mid" in zone 2
    When the game runs until the end phase
    Then player B's invading monster is "BP01-013" in zone 1
    And player A's rage is 2
    And player B's zone 2 is empty
    And player B has "Mid" in zone 3
    And player B has "Mid" in zone 4
    And player B has "Mid" in zone 5
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.2 | BP03-019 | A      |
      | 10.4.3.2 | SD01-013 | A      |
      | 10.4.3.3 | BP01-013 | B      |

  # B's turn, 7.4.1: B's BP03-032 (in zone 8, next to B's monster in zone 7) and A's BP01-006
  # (「相手のターン中撃退フェイズ開始時」) wait. 10.4.3.2: B is the turn player: B pays its whole
  # hand (10.5.4) for +2000 for the turn. 10.4.3.3: then A's BP01-006 destroys every rank-5-or-
  # less battle card of B's in its column (A's zone 3: B's zones 3 and 8, 4.4.5.4): BP03-032
  # goes, and its bonus with it; the cost stays paid.
  @rule-7.4.1 @rule-10.4.3.2 @rule-10.4.3.3 @rule-4.4.5.4 @rule-10.5.4
  Scenario: In B's counter phase B pays its hand for メカゴジラ(1974), then A's ゴジラ(1974) destroys it
    Given player B is the turn player
    And it is the counter phase
    And player A's invading monster is "BP01-006" in zone 3
    And player B's invading monster is "Godzilla" in zone 7
    And player B has "BP03-032" in zone 8
    And player B's hand is "Tank", "Tank"
    And player B will choose yes
    When the game runs until the end phase
    Then player B's hand has 0 cards
    And player B's zone 8 is empty
    And player B's discard pile has 3 cards
    And player B's discard pile contains "BP03-032"
    And player A's invading monster is "BP01-006" in zone 3
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.2 | BP03-032 | B      |
      | 10.4.3.3 | BP01-006 | A      |

  # 8.5.1.1: BP02-054 becomes A's monster and its rage +1: 「これの怒りが増えるたび」 waits, and
  # so does its 【出現時】 (two 結晶体). 10.6.3.1: A chooses the order. The rage ability counts
  # 「あなたのエリアにいる『結晶体』」 when it resolves (10.5.2.3.3), not when it triggered: after
  # the 【出現時】 it counts 2 and destroys both of B's rank-1 cards.
  @rule-8.5.1.1 @rule-10.6.3.1 @rule-12.2.2
  Scenario: スペースゴジラ's 【出現時】 first: its rage ability counts two 結晶体 and destroys two
    Given player A's invading monster is "BP02-055" in zone 2
    And player A's hand is "BP02-054"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Tank" in zone 2
    And player B has "Tank" in zone 3
    And player A will choose "BP02-054: 「結晶体」トークンを2枚出現させる。"
    And player A will choose zone 5
    And player A will choose zone 6
    When player A plays the monster "BP02-054"
    Then player A has "結晶体" in zone 5
    And player A has "結晶体" in zone 6
    And player B's zone 2 is empty
    And player B's zone 3 is empty

  # The same, the rage ability first: no 結晶体 yet, "１枚につき" with 0 destroys nothing
  # (1.3.2.2); the two 結晶体 come after.
  @rule-8.5.1.1 @rule-10.6.3.1 @rule-1.3.2.2
  Scenario: スペースゴジラ's rage ability first counts no 結晶体 and destroys nothing
    Given player A's invading monster is "BP02-055" in zone 2
    And player A's hand is "BP02-054"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Tank" in zone 2
    And player B has "Tank" in zone 3
    And player A will choose "BP02-054: あなたのエリアにいる「結晶体」1枚につき、相手の等級5以下の交戦カードを1枚破壊する。"
    And player A will choose zone 5
    And player A will choose zone 6
    When player A plays the monster "BP02-054"
    Then player A has "結晶体" in zone 5
    And player A has "結晶体" in zone 6
    And player B has "Tank" in zone 2
    And player B has "Tank" in zone 3

  # 8.6.1.2: an invasion of 2 advances twice: BP01-037 「前進するたび」 waits twice (10.6.2.1).
  # The first pays A's only strategy card (10.5.4): rage +1, and SD01-013 waits; the second
  # cannot pay (10.5.4.1) and does nothing (10.6.3.2). 銀座壊滅 destroys one card: one only.
  @rule-8.6.1.2 @rule-10.6.2.1 @rule-10.5.4.1 @rule-10.6.3.2
  Scenario: Invading two zones triggers ゴジラ(1995) twice; one strategy card pays once, and 銀座壊滅 destroys one
    Given player A's invading monster is "BP01-037" in zone 1
    And player A has "SD01-013" in strategy zone 1
    And player A's hand is "Dash", "Plan"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Mid" in zone 2
    And player B has "Mid" in zone 3
    And player A will choose yes
    And player A will choose "SD01-013: 相手の等級6以下の交戦カードを1枚破壊する。"
    And player A will choose "Mid" in zone 2
    When player A invades discarding "Dash"
    Then player A's invading monster is "BP01-037" in zone 3
    And player A's rage is 1
    And player A's hand has 0 cards
    And player B's zone 2 is empty
    And player B has "Mid" in zone 3
    And player B's discard pile has 1 card

  # A's counter phase: A's BP03-038 「相手の怒りが２以上なら、これの隣接エリアにいるあなたの交戦
  # カードをすべて破壊する」 and B's BP03-002 (覚醒4, rage +1 for a cost) wait together. 10.4.3.2:
  # A's first, reading B's rage 1 when it resolves: nothing. Then B's rage becomes 2: too late.
  @rule-10.4.3.2 @rule-10.4.3.3 @rule-7.4.1
  Scenario: A's 3式機龍 reads B's rage before B's ゴジラ(2001) raises it, and spares A's cards
    Given it is the counter phase
    And player A's invading monster is "Godzilla" in zone 1
    And player A has "BP03-038" in zone 3
    And player A has "Tank" in zone 2
    And player A has "Tank" in zone 8
    And player B's invading monster is "BP03-002" in zone 4
    And player B's rage is 1
    And player B's hand is "BP03-060"
    And player B will choose yes
    When the game runs until the end phase
    Then player A has "Tank" in zone 2
    And player A has "Tank" in zone 8
    And player B's rage is 2
    And player B's hand has 0 cards
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.2 | BP03-038 | A      |
      | 10.4.3.3 | BP03-002 | B      |

  # A invaded this turn (zone 2 -> 3); at the end phase's start A's BP01-012 (push B's monster
  # forward) and BP02-036 (in zone 8, next to A's monster: pull B's monster back) wait; A
  # chooses BP02-036 first: B's monster 3 -> 2, crushing B's Tank in zone 2 (11.3, at once),
  # then 2 -> 3. B's Tank in zone 4 stays. Then 7.5.2: A's monster 3 -> 4.
  @rule-10.6.3.1 @rule-11.3.3 @rule-5.13.2 @rule-7.5.2
  Scenario: A pulls B's monster back before pushing it: the Tank behind it is crushed, the one ahead is not
    Given player A's invading monster is "BP01-012" in zone 2
    And player A has "BP02-036" in zone 8
    And player A's hand is "Tank"
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 3
    And player B has "Tank" in zone 2
    And player B has "Tank" in zone 4
    And player A will choose "BP02-036: これがあなたの怪獣カードの隣接エリアにいるなら、相手の脅威度40000以下の怪獣カードを1エリア後退させる。"
    When player A invades discarding "Tank"
    And the game runs until the start phase
    Then player B's invading monster is "Godzilla" in zone 3
    And player B's zone 2 is empty
    And player B has "Tank" in zone 4
    And player A's invading monster is "BP01-012" in zone 4

  # BP01-013 played (強襲2 not used: on A's rank III) and A's BP03-063 (覚醒4) both wait. A plays
  # BP03-063 first: it comes back onto A's zone 1, where a Tank is. 10.4.3.1: before the next
  # standby, 11.5 destroys the older Tank. BP01-013's 【出現時】 then counts 3 battle cards (< 4):
  # B's rage stays 2.
  @rule-10.4.3.1 @rule-11.5.1 @rule-10.6.3.1
  Scenario: Between two of A's abilities the duplicate process runs: ゴジラ(フェス・ゴジラ) counts three battle cards, not four
    Given player A's invading monster is "Godzilla III" in zone 4
    And player A's hand is "BP01-013"
    And player A has "Tank" in zone 1
    And player A has "Tank" in zone 2
    And player A has "Tank" in zone 3
    And player A's discard pile is "BP03-063"
    And player B's invading monster is "Godzilla" in zone 1
    And player B's rage is 2
    And player A will choose "BP03-063: あなたの捨て札からこれを出現させてよい。"
    And player A will choose yes
    And player A will choose zone 1
    When player A plays the monster "BP01-013"
    Then player A has "BP03-063" in zone 1
    And player A's discard pile contains "Tank"
    And player B's rage is 2
