package org.pairlab.augment.cutswap;

import java.util.List;

/**
 * An object word found in a caption: its character span, vocabulary lemma, grammatical number, linked box category
 * (null when none) and the attribute slots that describe it ("red and white" is one slot).
 */
public record ObjectMention(int start, int end, String text, String lemma, boolean plural, String category,
                            List<AttributeSlot> attributes) {
    public ObjectMention {
        attributes = List.copyOf(attributes);
    }

    /** The adjectives of all slots, lower case. */
    public List<String> attributeWords() {
        return attributes.stream().flatMap(a -> a.words().stream()).toList();
    }

    /** A run of adjectives (with "and"/"," between them) that describes an object, by character span. */
    public record AttributeSlot(int start, int end, List<String> words, boolean predicative) {
        public AttributeSlot {
            words = List.copyOf(words);
        }
    }
}
