package org.pairlab.augment.erg;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Humorous phrases a reader takes as nonsense on people and animals (issue 15, round 4): comparisons that liken the
 * subject to no being, and phrases bringing a game the scene does not play. The phrases are FlickrStyle's own, as the
 * dev run extracted them.
 */
class ErgComparisonTest {
    @Test
    void aComparisonMustLikenTheSubjectToABeingOrBeAClause() {
        for (String nonsense : new String[] {"like a world cup", "like a flight", "like playing first time",
                "like first time with the snow", "like two legged", "like a juicy bone awaits", "just like the sun"}) {
            assertTrue(Comparisons.notSimile(nonsense).isPresent(), nonsense);
        }
        for (String simile : new String[] {"like a monkey", "like a lizard", "like two running mice", "like superman",
                "like he can fly", "like no one is watching", "like her mom", "like mountain goats",
                "like a king waiting for a royal feast", "looking like a statue"}) {
            assertFalse(Comparisons.notSimile(simile).isPresent(), simile);
        }
        // No comparison at all: the rule says nothing.
        assertFalse(Comparisons.notSimile("to search for bones").isPresent());
        assertFalse(Comparisons.notSimile("while the crowd likes it").isPresent());
    }

    @Test
    void aPhraseMayNotBringAGameTheSceneDoesNotPlay() {
        assertTrue(Stylizer.bringsOtherGame("People standing in a field and flying kites.",
                "to kick the ball for supremacy"));
        assertTrue(Stylizer.bringsOtherGame("A little league baseball player hits a ball.", "to get the goal"));
        assertFalse(Stylizer.bringsOtherGame("A baseball player swinging and missing the ball.", "to catch the ball"));
        assertFalse(Stylizer.bringsOtherGame("Two men play soccer on a field.", "to score the winning goal"));
        assertTrue(Stylizer.bringsOtherGame("two tennis players in blue shirts playing tennis",
                "to kick the ball for supremacy"));
        assertFalse(Stylizer.bringsOtherGame("A dog sniffs a baseball bat on a baseball field.", "to search for bones"));
    }

    @Test
    void aStillSubjectIsNotSentRunning() {
        assertTrue(Stylizer.movesWhatStaysStill("A zebra staring blankly near a watering hole.",
                "running through a pond looking for bones"));
        assertFalse(Stylizer.movesWhatStaysStill("A dog standing and then running across a field.",
                "running through a pond looking for bones"));
        assertFalse(Stylizer.movesWhatStaysStill("A zebra staring blankly near a watering hole.", "looking for bones"));
        assertTrue(Stylizer.movesWhatStaysStill("A group of people on snow shoes posing for a photo.", "to fall down"));
        assertTrue(Stylizer.movesWhatStaysStill("A crowd of people standing around each other.", "to take flight"));
        assertFalse(Stylizer.movesWhatStaysStill("A crowd of people standing around each other.", "to find a bone"));
    }
}
