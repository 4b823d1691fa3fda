package org.pairlab.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.pairlab.testing.SharedData;

class LeftRightTest {
    @Test
    void swapsWholeWordsKeepingCase() {
        assertEquals("A dog on the right, a cat on the Left.", LeftRight.swap("A dog on the left, a cat on the Right."));
        assertEquals("RIGHT side; leftmost seat; left-hand turn", LeftRight.swap("LEFT side; rightmost seat; right-hand turn"));
        assertEquals("moving rightwards (left)", LeftRight.swap("moving leftwards (right)"));
    }

    @Test
    void wordsThatOnlyContainLeftOrRightStayUnchanged() {
        String s = "A bright kitchen, brightly lit, with leftover pizza and a righteous cook; copyright 2017; Bright";
        assertEquals(s, LeftRight.swap(s));
        assertEquals("the left's handle", LeftRight.swap("the right's handle"));
        assertEquals("leftright", LeftRight.swap("leftright"));
    }

    @Test
    void theVerbLeftAndTheIntensifierRightAreKept() {
        for (String s : List.of("the umbrella is left open", "He has left the room.", "a suitcase left behind",
                "The laptop was left open on the desk.", "one slice left.", "a cat right next to a dog",
                "their right to protest", "the right way to hold a racket")) {
            assertEquals(s, LeftRight.swap(s));
        }
        assertEquals("the umbrella on the right is left open", LeftRight.swap("the umbrella on the left is left open"));
        assertEquals("turning right, his left hand up", LeftRight.swap("turning left, his right hand up"));
    }

    @Test
    void realCocoCaptionsSwapSidesOnlyWhereTheyMeanASide() throws Exception {
        // Patterns that settle the sense without a parser: the verb after be/have, and sides after a determiner.
        Pattern verb = Pattern.compile("(?i).*\\b(is|are|was|were|been|has|have|had) (just )?left\\b.*|.*\\bleft (behind|open|unattended|out)\\b.*");
        Pattern side = Pattern.compile("(?i).*\\b(on|to) (the|his|her|their) (left|right)\\b.*|.*\\b(his|her|their) (left|right) hand\\b.*");
        int verbs = 0;
        int sides = 0;
        for (String c : SharedData.val2017Captions()) {
            if (verb.matcher(c).matches()) {
                verbs++;
                assertEquals(c, LeftRight.swap(c), "the verb 'left' is not a side");
            } else if (side.matcher(c).matches() && !c.toLowerCase().contains("right next")) {
                sides++;
                assertTrue(!LeftRight.swap(c).equals(c), "a side is swapped: " + c);
            }
        }
        assertTrue(verbs >= 5 && sides >= 20, verbs + " verbs, " + sides + " sides in val2017");
    }
}
