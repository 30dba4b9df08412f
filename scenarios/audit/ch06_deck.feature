Feature: Audit, chapter 6: deck construction across colors, copies and monster cards

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name         | type    | rank | color    | traits   | threat | counter | invasion | text |
      | Godzilla     | monster | I    | red      | ゴジラ   | 10000  |         | 1        |      |
      | Duo          | monster | I    | red/blue | ゴジラ   | 10000  |         | 1        |      |
      | Godzilla II  | monster | II   | red      | ゴジラ   | 15000  |         | 1        |      |
      | Godzilla III | monster | III  | red      | ゴジラ   | 20000  |         | 1        |      |
      | Godzilla IV  | monster | IV   | red      | ゴジラ   | 40000  |         | 1        |      |
      | Filler       | battle  | 1    | red      | Weapon   |        | 1000    | 1        | これはデッキに好きな枚数入れてよい。 |
      | Snow         | battle  | 1    | white    | Weapon   |        | 1000    | 1        |      |
      | Sea          | battle  | 1    | blue     | Weapon   |        | 1000    | 1        |      |
      | Dual         | battle  | 1    | red/blue | Weapon   |        | 1000    | 1        |      |
    And player B's invading monster is "Godzilla" in zone 1

  @rule-6.1.1.3 @rule-2.4.3
  Scenario: A white card goes in a red deck
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x49, "Snow"
    # 6.1.1.3: every card shares a color with the rank I monster (red) or is white.
    Then player A's cards are a legal deck

  @rule-6.1.1.3 @rule-2.4.4
  Scenario: A red and blue card shares red with a red rank I monster
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x49, "Dual"
    # 2.4.4: Dual has both colors; 6.1.1.3 needs one color in common: red.
    Then player A's cards are a legal deck

  @rule-6.1.1.3 @rule-2.4.4
  Scenario: A red and blue rank I monster lets blue cards in by the color rule alone
    Given player A's invading monster is "Duo" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x49, "Sea"
    # 6.1.1.3: Sea (blue) shares blue with the rank I monster Duo (red and blue); the
    # red monsters share red. No 【共鳴】 is needed for this.
    Then player A's cards are a legal deck

  @rule-6.1.1.2.1 @rule-6.1.1.4
  Scenario: Monster cards may be in the main deck, counted with the monster deck's copy
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x47, "Godzilla II" x3
    # 6.1.1.2.1: the main deck may hold monster cards. 6.1.1.4: 1 + 3 = 4 Godzilla II.
    Then player A's cards are a legal deck

  @rule-6.1.1.4
  Scenario: A fourth Godzilla II in the main deck is a fifth copy with the monster deck's
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x46, "Godzilla II" x4
    # 6.1.1.4: the monster deck and the main deck TOGETHER hold at most 4 of a number: 5.
    Then player A's cards break rule 6.1.1.4

  # Second round, written from the text first.

  @rule-6.1.1.4.1 @rule-6.1.1.4
  Scenario: A card whose number ends in "+" is the same number for the four-copy limit
    Given the cards:
      | name | type   | rank | color | traits | threat | counter | invasion | text |
      | Jet  | battle | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Jet+ | battle | 1    | red   | Weapon |        | 1000    | 1        |      |
    And player A's invading monster is "Godzilla" in zone 1
    And player A's monster deck is "Godzilla II", "Godzilla III", "Godzilla IV"
    And player A's deck is "Filler" x45, "Jet" x4, "Jet+"
    # A scenario's card is known by its name, its number here. 6.1.1.4.1: the "+" at the end
    # is ignored: five Jet.
    Then player A's cards break rule 6.1.1.4
