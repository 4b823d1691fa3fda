package org.pairlab.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class WordDiffTest {
    @Test
    void marksOnlyTheSwappedWords() {
        String a = "A plain pizza is shown on a wooden table";
        String b = "A double sandwich is shown on a wooden table";
        assertEquals(List.of("double sandwich"), WordDiff.changedWords(a, b));
        assertEquals(b, WordDiff.diff(a, b).stream().map(WordDiff.Segment::text).collect(Collectors.joining()));
    }

    @Test
    void identicalCaptionsHaveNoChanges() {
        assertEquals(List.of(), WordDiff.changedWords("a cat", "a cat"));
    }

    @Test
    void leftRightSwapKeepsOtherWords() {
        assertEquals("bright light on the right, LEFT hand", LeftRight.swap("bright light on the left, RIGHT hand"));
        assertEquals("copyright leftover", LeftRight.swap("copyright leftover"));
    }
}
