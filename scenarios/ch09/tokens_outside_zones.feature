Feature: A token exists only in zones (rule 9.1.4)
  A battle token can be only in a zone (9.1.4.1); moved anywhere else it vanishes at once
  (9.1.4.2), so it is never drawn, reshuffled or counted in a deck. A board that puts one in a
  hand, deck or discard pile is not a board of the game (scenarios/errors/token-in-hand).

  Background:
    Given the cards:
      | name     | type    | rank | color | traits       | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla     | 10000  |         | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon       |        | 1000    | 1        |      |
      | Diver    | battle  | 1    | red   | トークン/Weapon |      | 1000    | 1        | あなたのエンドフェイズ開始時、これをあなたの山札の下に置く。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1

  @rule-9.1.4.2 @rule-9.1.4.1
  Scenario: A token put at the bottom of the deck vanishes at once, never to be drawn
    Given it is the end phase
    And player A has "Diver" in zone 4
    And player A's hand is "Jet" x4
    And player A's deck is "Jet"
    When the game runs until the start phase
    Then player A's zone 4 is empty
    And player A's deck has 0 cards
    And player A's hand has 5 cards
    And the trace shows, in order:
      | rule    | card  |
      | 5.2.1   | Diver |
      | 9.1.4.2 | Diver |
