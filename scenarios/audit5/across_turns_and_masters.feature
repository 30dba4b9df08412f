Feature: Audit 5: what lasts across the turns, whose monster an ability reads, and effects that go on after their card left

  Written from the JP 1.04 text alone, in the contract's phrases, before reading the engine
  (issue 18, fifth audit, third batch). Each comment and expected outcome was written before the
  first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits        | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ        | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | ゴジラ        | 15000  |         | 1        |      |
      | Hybrid      | monster  | I    | white | ゴジラ/モスラ | 10000  |         | 1        |      |
      | Mothra II   | monster  | II   | white | モスラ        | 16000  |         | 1        |      |
      | Jet         | battle   | 1    | red   | 兵器          |        | 1000    | 1        |      |
      | Big         | battle   | 1    | red   | 兵器          |        | 15000   | 1        |      |
      | Big12       | battle   | 1    | red   | 兵器          |        | 12000   | 1        |      |
      | Sentry      | battle   | 1    | red   | 兵器          |        | 6000    | 1        | 【覚醒6】このカードの撃退力+5000。 |
      | Stomp       | battle   | 1    | red   | 兵器          |        | 1000    | 1        | 【出現時】あなたの進攻怪獣を1回前進させる。カードを1枚引く。【逆襲】あなたの【怒り】を1増やす。 |
      | Pushback    | battle   | 1    | red   | 兵器          |        | 1000    | 1        | 【出現時】相手の進攻怪獣を2回後退させる。 |
      | Plan        | strategy | 1    | red   |               |        |         | 1        | カードを1枚引く。 |

  # 8.3: Plan is played into A's first strategy zone and its text (10.1.1.1.2) draws 1. It stays
  # through B's turn (7.2.3 empties the TURN player's zones only) and goes at A's next start
  # phase (turn 3), as a card placed before that turn.
  @rule-7.2.3 @rule-8.3.1 @rule-10.1.1.1.2
  Scenario: A strategy card stays through the opponent's turn and goes at its master's next start phase
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Plan", "Jet" x4
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 1
    And player B's deck is "Jet" x10
    When player A activates "Plan"
    Then player A's hand has 5 cards
    And player A has "Plan" in strategy zone 1
    When player A ends the main phase
    Then it is player B's turn
    And player A has "Plan" in strategy zone 1
    When player B ends the main phase
    Then it is player A's turn
    And player A's strategy zones are empty
    And player A's discard pile contains "Plan"

  # 【覚醒6】 reads "your" invading monster (12.4.2), its master's (3.1.2): B's Sentry with B's
  # monster in zone 3 stays off although A's is in zone 6: 6000. A's total counter power counts
  # battle cards only, never its monster's threat (7.4.2.1): 1000.
  @rule-12.4.2 @rule-3.1.2.1 @rule-7.4.2.1
  Scenario: Awakening reads its own master's monster, not the one in zone 6
    Given player A's invading monster is "Godzilla" in zone 6
    And player A has "Jet" in zone 1
    And player B's invading monster is "Godzilla" in zone 3
    And player B has "Sentry" in zone 2
    Then player B's total counter power is 6000
    And player A's total counter power is 1000

  # Stomp's 【出現時】 advances A's monster onto Stomp itself: crushed mid-effect (11.3, interrupt);
  # the ability goes on (10.5.2.3.3) and draws 1; Stomp's 【逆襲】 then resolves: rage 1.
  @rule-10.5.2.3.3 @rule-11.1.2.1 @rule-11.3.3 @rule-12.7.2
  Scenario: A card that crushes itself with its own ability still finishes the ability
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Stomp"
    And player A's deck is "Jet" x3
    And player B's invading monster is "Godzilla" in zone 1
    When player A plays "Stomp" to zone 4
    Then player A's invading monster is "Godzilla" in zone 4
    And player A's discard pile contains "Stomp"
    And player A's hand has 1 card
    And player A's rage is 1

  # 5.15.1.2: B (the non-turn player) chooses which rank II monster sharing a trait with Hybrid
  # becomes the new invading monster: Mothra II, as scripted.
  @rule-5.15.1.2 @rule-2.5.1.1 @rule-3.1.2
  Scenario: The repelled player chooses among several legal monsters
    Given player A's invading monster is "Godzilla" in zone 3
    And player A has "Big" in zone 4
    And player B's invading monster is "Hybrid" in zone 2
    And player B's monster deck is "Godzilla II", "Mothra II"
    And player B will choose "Mothra II"
    When the game runs until the end phase
    Then player B's invading monster is "Mothra II" in zone 2

  # A's rage from 8.4 stays through B's turn (7.2.4 resets the turn player's at their start): at
  # B's counter phase A's threat is 10000 + 5000 = 15000 > B's 12000: not repelled (with an empty
  # monster deck A would lose). At A's turn 3 start phase the rage goes to 0.
  @rule-7.2.4 @rule-3.4.5 @rule-7.4.3 @rule-8.4.1
  Scenario: Rage gained in one's own turn protects the monster at the opponent's counter phase
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Godzilla II", "Jet" x5
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Big12" in zone 4
    And player B's deck is "Jet" x10
    When player A discards "Godzilla II" to gain rage
    And player A ends the main phase
    And player B ends the main phase
    Then the game is not over
    And it is player A's turn
    And player A's invading monster is "Godzilla" in zone 4
    And player A's rage is 0

  # Retreating twice from zone 2: to zone 1, then nothing (5.13.2.1).
  @rule-5.13.2.1 @rule-5.13.2
  Scenario: Retreating past zone 1 stops at zone 1
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Pushback"
    And player B's invading monster is "Godzilla" in zone 2
    When player A plays "Pushback" to zone 5
    Then player B's invading monster is "Godzilla" in zone 1
