package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.List;
import org.pairlab.lm.complete.PosClass;

/**
 * A caption's structure template G_s (eq. 2-3): its function words kept, each lexical word replaced by its class,
 * every other word (determiners, pronouns, numbers, "to") dropped, e.g. {@code [N] [VBG] [N] on [N] .}.
 *
 * @param items function words as written (lower-cased) and lexical classes as {@code [N]}, {@code [VBG]}, ...
 */
public record StructureTemplate(List<String> items) {
    public StructureTemplate {
        items = List.copyOf(items);
        if (items.isEmpty()) {
            throw new IllegalArgumentException("a structure template needs at least one item");
        }
    }

    /** Parses the space-separated form {@link #toString()} writes. */
    public static StructureTemplate parse(String text) {
        List<String> items = List.of(text.trim().split("\\s+"));
        for (String item : items) {
            if (isSlot(item)) {
                PosClass.parse(item.substring(1, item.length() - 1));
            }
        }
        return new StructureTemplate(items);
    }

    /** Whether an item is a lexical slot such as {@code [N]}. */
    public static boolean isSlot(String item) {
        return item.length() > 2 && item.startsWith("[") && item.endsWith("]");
    }

    /** The classes of the lexical slots, in order (g_f^0, g_f^1, ...). */
    public List<PosClass> slotClasses() {
        List<PosClass> out = new ArrayList<>();
        for (String item : items) {
            if (isSlot(item)) {
                out.add(PosClass.parse(item.substring(1, item.length() - 1)));
            }
        }
        return out;
    }

    /** How many lexical slots this template has. */
    public int slotCount() {
        return (int) items.stream().filter(StructureTemplate::isSlot).count();
    }

    /**
     * The template with its slots filled by {@code words} in order (a null word drops its slot, as §3.2 ignores a
     * class no pair can fill).
     */
    public List<String> fill(List<LexicalWord> words) {
        if (words.size() != slotCount()) {
            throw new IllegalArgumentException(words.size() + " words for " + slotCount() + " slots of " + this);
        }
        List<String> out = new ArrayList<>();
        int w = 0;
        for (String item : items) {
            if (isSlot(item)) {
                LexicalWord word = words.get(w++);
                if (word != null) {
                    out.add(word.word());
                }
            } else {
                out.add(item);
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return String.join(" ", items);
    }
}
