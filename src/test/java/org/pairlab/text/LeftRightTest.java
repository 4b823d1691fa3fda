package org.pairlab.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

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
}
