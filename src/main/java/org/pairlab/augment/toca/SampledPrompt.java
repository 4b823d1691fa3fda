package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One draw of eq. 8-12: a structure template and a lexical word for each of its slots (a null word marks a slot
 * that no pair could fill and that was dropped, as §3.2 allows).
 *
 * @param template the structure template drawn
 * @param slotWords the word drawn for each slot, in slot order
 */
public record SampledPrompt(StructureTemplate template, List<LexicalWord> slotWords) {
    public SampledPrompt {
        slotWords = java.util.Collections.unmodifiableList(new ArrayList<>(slotWords));
        if (slotWords.size() != template.slotCount()) {
            throw new IllegalArgumentException(slotWords.size() + " words for template " + template);
        }
    }

    /** The words drawn (dropped slots left out), in order: every one must appear in the caption. */
    public List<LexicalWord> words() {
        return slotWords.stream().filter(Objects::nonNull).toList();
    }

    /** The words drawn as plain text. */
    public List<String> wordTexts() {
        return words().stream().map(LexicalWord::word).toList();
    }

    /** The template with its words in: the sentence s of §3.2, e.g. {@code horse sitting field on background .}. */
    public List<String> sentence() {
        return template.fill(slotWords);
    }

    /** The template with its words in and a dropped slot left as its class, e.g. {@code horse [VBG] field .}. */
    public List<String> items() {
        List<String> out = new ArrayList<>();
        int w = 0;
        for (String item : template.items()) {
            if (StructureTemplate.isSlot(item)) {
                LexicalWord word = slotWords.get(w++);
                out.add(word == null ? item : word.word());
            } else {
                out.add(item);
            }
        }
        return out;
    }

    /** s': a {@code [ ]} mask before each word, e.g. {@code [ ] horse [ ] sitting [ ] field [ ] .}. */
    public String masked() {
        List<String> out = new ArrayList<>();
        for (String w : sentence()) {
            out.add("[ ]");
            out.add(w);
        }
        return String.join(" ", out);
    }
}
