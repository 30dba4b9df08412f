Feature: Audit 2: what an invasion counts, destroying each player's cards, counters by effect

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
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-8.6.1.2 @rule-5.13.1.1.1 @rule-5.13.3
  Scenario: An invasion of two stopped after one zone has advanced one zone for BP02-079
    Given player A's invading monster is "Godzilla" in zone 7
    And player B has "BP02-061" in zone 8
    And player B has "BP01-024" in zone 5
    And player A's hand is "Jet", "BP02-079"
    When player A invades discarding "Jet"
    # 8.6.1.2: two advances: 7 -> 8, then from 8 none (B's zone 8 holds a battle card,
    # 5.13.1.1.1), and a move that did not happen is no advance (5.13.3): one zone.
    And player A activates "BP02-079"
    # "1": every battle card of B's of rank 4 or less: BP02-061 (4) goes, BP01-024 (6) stays.
    Then player B's zone 8 is empty
    And player B has "BP01-024" in zone 5

  @rule-1.3.4.1 @rule-10.9.1 @rule-3.2.4 @rule-5.12.1
  Scenario: 決着 destroys each player's cards at once; each card's own replacement asks whose effect it is
    Given player A's invading monster is "Godzilla" in zone 6
    And player A's hand is "Tank", "BP01-033"
    And player A has "BP03-052" in zone 2 with "Plan" under it
    And player A has "SD01-011" in zone 3
    And player B's invading monster is "Godzilla" in zone 7
    And player B has "BP03-052" in zone 5 with "Plan" under it
    And player B has "Tank" in zone 4
    When player A invades discarding "Tank"
    # 6 -> 7: one zone invaded this turn, so 決着 (rank 8) is rank 7 <= A's zone 7.
    And player A activates "BP01-033"
    # Every battle card of each player is destroyed (1.3.4.1: at once). A's SD01-011 goes
    # to the bottom of A's deck instead (10.9.1). A's M.O.G.E.R.A. is destroyed by its own
    # master's effect: no replacement, its stack goes to the discard pile (3.2.4). B's is
    # destroyed by the opponent's effect: the card under it goes to B's hand.
    Then player A's discard pile contains "BP03-052"
    And player A's discard pile contains "Plan"
    And player A's deck has 1 card
    And player B's discard pile contains "BP03-052"
    And player B's discard pile contains "Tank"
    And player B's hand contains "Plan"
    And player B's zone 5 is empty

  @rule-5.7.2.1 @rule-1.3.3 @rule-7.3.1
  Scenario: With five cards nothing is discarded "down to five", so BP02-070 stays and still forbids strategy cards
    Given it is turn 3
    And it is the start phase
    And player B has "BP02-070" in strategy zone 1
    And player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Plan", "Tank", "Tank", "Tank"
    And player A's deck is "Tank" x3
    When the game runs until the main phase
    # 7.2.2: A draws 1: 5 cards. 7.3.1: BP02-070 (A's turn, B's card) lets A discard down
    # to 5: with 5, nothing is discarded (5.7.2.1), "1枚以上捨てたら" is not met.
    And player A tries to activate "Plan"
    Then the action is refused by rule 1.3.3
    And player B has "BP02-070" in strategy zone 1

  @rule-7.3.1 @rule-5.7.2 @rule-1.3.3
  Scenario: Discarding down to five destroys BP02-070, and the strategy card it forbade can be activated
    Given it is turn 3
    And it is the start phase
    And player B has "BP02-070" in strategy zone 1
    And player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "Plan", "Tank", "Tank", "Tank", "Tank"
    And player A's deck is "Tank" x3
    And player A will choose yes
    And player A will choose "Plan"
    When the game runs until the main phase
    # 7.2.2: 6 cards. 7.3.1: A may discard down to 5: yes, keeping Plan; one Tank is
    # discarded, so BP02-070 is destroyed, and with it the prohibition.
    And player A activates "Plan"
    Then player A has "Plan" in strategy zone 1
    And player B's strategy zones are empty
    And player A's discard pile has 1 card

  @rule-5.15.1.2 @rule-5.11.2
  Scenario: A counter made by an effect in the main phase is a counter: "when you countered" triggers
    Given it is turn 3
    And it is the start phase
    And player A's invading monster is "BP03-019" in zone 4
    And player A has "BP03-075" in strategy zone 1, placed before this turn
    And player A has "BP02-012" in zone 8 with "Plan", "Plan" under it
    And player A's deck is "Tank" x3
    And player B's invading monster is "Godzilla" in zone 3
    And player B's monster deck is "Godzilla II"
    When the game runs until the counter phase
    # 7.3.1: BP02-012 (覚醒4, two cards under it) counters B's monster by its effect:
    # zone 3, no move (5.15.1.1); Godzilla II is B's new monster (5.15.1.2). A countered
    # B's monster: BP03-019 with a base placed raises A's rage by 2.
    Then player B's invading monster is "Godzilla II" in zone 3
    And player A's rage is 2
