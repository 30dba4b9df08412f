Feature: Audit 2: destruction by rule and by effect, costs, prohibitions and rule actions

  Written from the JP 1.04 text before reading the engine (issue 19, second audit).
  Each expected outcome was derived by hand, with the rules cited beside it, before
  the scenario was first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | ゴジラ | 15000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Jet         | battle   | 1    | red   | Weapon |        | 1000    | 2        |      |
      | Plan        | strategy | 1    | red   | Plan   |        |         | 1        |      |
      | Big         | battle   | 1    | red   | Weapon |        | 15000   | 1        |      |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-10.2.1.1 @rule-10.8.1 @rule-1.3.3
  Scenario: "Destroy them all" destroys at once: FC01-006's condition is read before any card goes
    Given player A's invading monster is "BP01-004" in zone 7
    And player A has "Tank" in zone 2
    And player A has "Tank" in zone 3
    And player A has "Tank" in zone 4
    And player A's hand is "Tank"
    And player B has "Tank" in zone 5
    And player B has "FC01-006" in strategy zone 1
    When player A invades discarding "Tank"
    # 8.6: 7 -> 8; "reached zone 8" resolves: every battle card of each player is
    # destroyed, all in one instruction. When it applies A has 3 battle cards (> 2), so
    # FC01-006 protects nothing: B's Tank goes too (it would be spared had A's cards been
    # counted one by one as they left).
    Then player A's zone 3 is empty
    And player B's zone 5 is empty
    And player B's discard pile contains "Tank"

  @rule-5.15.1.1 @rule-11.3.3 @rule-5.15.1.2
  Scenario: Moved "as if countered" crushes a card in the zone behind, but is no counter: no new monster, no "when you countered"
    Given player A's invading monster is "BP03-019" in zone 4
    And player A has "BP03-075" in strategy zone 1, placed before this turn
    And player A's hand is "BP01-077"
    And player B's invading monster is "Godzilla" in zone 7
    And player B's monster deck is "Godzilla II"
    And player B's rage is 1
    And player B has "Tank" in zone 4
    When player A activates "BP01-077"
    # B's rage 1 <= 2: B's monster is moved as 5.15.1.1 moves it: 7 -> 4 (4.4.5.1), where
    # B's Tank is crushed at once (11.3.3). Only the move: 5.15.1.2 is not done, B's top
    # card stays Godzilla, and A did not counter, so BP03-019 does not trigger (A has a
    # base placed, it would have raised A's rage by 2).
    Then player B's invading monster is "Godzilla" in zone 4
    And player B's discard pile contains "Tank"
    And player A's rage is 0
    And the trace does not show rule 5.15.1.2

  @rule-1.3.3 @rule-9.1.2 @rule-5.11.1 @rule-4.4.7
  Scenario: "Every empty zone" gets a token except where the opponent forbids battle cards to appear
    Given player A's invading monster is "Godzilla" in zone 6
    And player A's hand is "BP02-020"
    And player A's discard pile is "Plan" x5
    And player B's invading monster is "BP02-055" in zone 4
    And player B has "結晶体" in zone 1
    And player B has "結晶体" in zone 2
    And player B has "結晶体" in zone 3
    # (First draft scripted nothing: the six tokens' standby abilities are told apart by
    # their zones, so A orders them, as in scenarios/cards/bp02_bp03.feature.)
    And player A will choose "無人在来線爆弾: 相手の【怒り】を1減らす。"
    And player A will choose "無人在来線爆弾: 相手の【怒り】を1減らす。"
    And player A will choose "無人在来線爆弾: 相手の【怒り】を1減らす。"
    And player A will choose "無人在来線爆弾: 相手の【怒り】を1減らす。"
    And player A will choose "無人在来線爆弾: 相手の【怒り】を1減らす。"
    When player A activates "BP02-020"
    # BP02-055 (覚醒4, B's monster in zone 4, three 結晶体): A cannot make battle cards
    # appear in zones of its column: A's zone 2 (4.4.5.4). 1.3.3: the prohibition wins
    # over "every empty zone": tokens appear in A's 1, 3, 4, 5, 7, 8 (6 holds A's monster,
    # 4.4.7), not in 2.
    Then player A's zone 2 is empty
    And player A has "無人在来線爆弾" in zone 1
    And player A has "無人在来線爆弾" in zone 3
    And player A has "無人在来線爆弾" in zone 8

  @rule-10.5.4.1 @rule-3.4.4 @rule-10.6.3.2.1
  Scenario: A cost of one rage cannot be paid with rage 0: BP01-020 searches nothing and asks nothing
    Given player A has "BP01-020" in zone 8
    And player A's hand is "Tank"
    And player A's deck is "SD01-005", "Tank"
    When player A invades discarding "Tank"
    # BP01-020 triggers ("whenever your monster invades"). Its cost, lowering A's rage by
    # 1, cannot be done in full from rage 0 (3.4.4: it would stay 0), so 10.5.4.1 does
    # not let A choose it: no search, no question.
    Then player A's invading monster is "Godzilla" in zone 2
    And player A's hand does not contain "SD01-005"
    And player A's deck has 2 cards
    And player A's rage is 0

  @rule-10.9.3 @rule-11.2.2 @rule-8.6.1
  Scenario: BP03-004 cannot pay its invasion with the deck's top card when the deck is empty, and nothing reshuffles
    Given player A's invading monster is "BP03-004" in zone 1
    And player A's deck is empty
    And player A's discard pile is "Tank", "Tank"
    And player A's hand is "Jet"
    When player A tries to invade discarding the top card of the deck
    # 10.9.3: an optional replacement whose choice cannot be carried out does not apply;
    # discarding a card from the deck is no draw, so 11.2.2's reshuffle does not happen.
    Then the action is refused by rule 10.9.3
    When player A invades discarding "Jet"
    # 8.6.1: Jet's icon 2: 1 -> 3.
    Then player A's invading monster is "BP03-004" in zone 3
    And player A's discard pile has 3 cards
    And player A's deck has 0 cards

  @rule-11.5.1 @rule-10.4.3.1 @rule-10.4.1.1
  Scenario: Played onto its master's own card, メガニューラ's 【出現時】 counts the board after 11.5
    Given player B's rage is 1
    And player A has "Tank" in zone 4
    And player A has "Tank" in zone 6
    And player A's hand is "BP01-045"
    When player A plays "BP01-045" to zone 4
    # Zone 4 is in the column of B's zone 2 (4.4.5.4). Check timing: 10.4.3.1 first:
    # 11.5.1 keeps BP01-045 (placed last) and destroys the Tank in zone 4. Then its
    # 【出現時】 resolves: A has one other battle card (< 2): B's rage stays 1.
    Then player A has "BP01-045" in zone 4
    And player A's discard pile contains "Tank"
    And player B's rage is 1
    And the trace shows, in order:
      | rule     | card     |
      | 11.5     | Tank     |
      | 10.4.3.2 | BP01-045 |

  @rule-11.3.3 @rule-11.1.1 @rule-12.4.2
  Scenario: A card "not destroyed by the opponent's effects" is still crushed when the opponent's effect pushes its monster onto it
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "BP01-030"
    And player B's invading monster is "Godzilla" in zone 4
    And player B has "BP01-052" in zone 5
    And player B's discard pile is "Godzilla" x5
    When player A activates "BP01-030"
    # B's monster advances 4 -> 5 (A's effect), onto BP01-052, protected from A's effects
    # (覚醒4, zone 5, five monsters). The crush is a rule action (11.3.3), no effect of A's.
    Then player B's invading monster is "Godzilla" in zone 5
    And player B's discard pile contains "BP01-052"

  @rule-11.3.3 @rule-5.12.1.1
  Scenario: A battle card crushed this turn was "destroyed": BP03-064 may take a card under itself
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "BP01-030", "BP03-064"
    And player A's discard pile is "Tank"
    And player B's invading monster is "Godzilla" in zone 6
    And player B has "Tank" in zone 7
    # (First draft scripted "yes": the runner asks for the card or "no more" at once.)
    And player A will choose "Tank"
    When player A activates "BP01-030"
    And player A plays "BP03-064" to zone 4
    # BP01-030: B's monster 6 -> 7, onto B's Tank: crushed, i.e. destroyed (11.3.3,
    # 5.12). BP03-064 (rank 7 <= B's zone 7) appears: an opponent's battle card was
    # destroyed this turn: A puts its Tank from the discard pile under it.
    Then player A has "BP03-064" in zone 4 with "Tank" under it
    And player B's discard pile contains "Tank"

  @rule-5.14.1 @rule-12.3.2.1 @rule-5.13.1.1.1
  Scenario: An invasion that could not advance is still an invasion this turn for BP01-076
    Given player A's invading monster is "Godzilla" in zone 8
    And player B has "Tank" in zone 8
    And player A's hand is "Jet", "BP01-076"
    When player A invades discarding "Jet"
    # 5.13.1.1.1: B's zone 8 holds a battle card: no advance, no win. 12.3.2.1 excludes
    # only 【進攻時】; A's monster did invade (5.14.1: the 8.6 action was carried out).
    And player A activates "BP01-076"
    Then player A's invading monster is "Godzilla" in zone 8
    And player B's zone 8 is empty

  @rule-10.1.1.1 @rule-8.6.1
  Scenario: BP01-066 discarded by its own master to invade is not "discarded by the opponent's effect"
    Given player A's hand is "BP01-066"
    When player A invades discarding "BP01-066"
    # The trigger needs a discard from the hand by the opponent's effect; A's own
    # action's cost is neither: A's rage stays 0.
    Then player A's rage is 0
    And player A's discard pile contains "BP01-066"

  @rule-5.13.2.2 @rule-11.3.3 @rule-5.15.1.1
  Scenario: Countered, then sent back to zone 1 zone by zone: each own battle card on the way is crushed
    Given it is the counter phase
    And player A's invading monster is "BP03-023" in zone 4
    And player A has "BP03-075" in strategy zone 1, placed before this turn
    And player A has "Tank" in zone 2
    And player B's invading monster is "Godzilla" in zone 7
    And player B's monster deck is "Godzilla II"
    And player B has "Tank" in zone 3
    And player B has "Tank" in zone 2
    And player A has "Big" in zone 3
    When the game runs until the end phase
    # 7.4.3: 16000 >= 10000: countered: 7 -> 4 (5.15.1.1), Godzilla II on top (5.15.1.2).
    # BP03-023 ("when you countered", a base placed): back to zone 1 (5.13.2.2): 4 -> 3
    # -> 2 -> 1, crushing B's Tank in 3 and in 2 as it passes (11.3.3).
    Then player B's invading monster is "Godzilla II" in zone 1
    And player B's zone 3 is empty
    And player B's zone 2 is empty
    And player B's discard pile has 2 cards
