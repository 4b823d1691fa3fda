package org.pairlab.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CaptionTaggerTest {
    private static final CaptionTagger TAGGER = CaptionTagger.english();

    @Test
    void tagsUniversalPosWithLemmasAndSpans() {
        TaggedCaption c = TAGGER.tag("Two dogs are playing with a red and white frisbee.");
        assertEquals(List.of("Two", "dogs", "are", "playing", "with", "a", "red", "and", "white", "frisbee", "."),
                c.tokens().stream().map(TaggedToken::text).toList());
        TaggedToken dogs = c.tokens().get(1);
        assertEquals("NOUN", dogs.pos());
        assertEquals("dog", dogs.lemma());
        assertTrue(dogs.isPlural());
        assertEquals("dogs", c.text().substring(dogs.start(), dogs.end()));
        assertTrue(c.tokens().get(6).isAdjective());
        assertFalse(c.tokens().get(9).isPlural());
    }

    @Test
    void predicativeAdjectiveIsTaggedAdj() {
        TaggedCaption c = TAGGER.tag("The pizza is plain.");
        assertEquals("ADJ", c.tokens().get(3).pos());
        assertEquals("be", c.tokens().get(2).lemma());
    }
}
