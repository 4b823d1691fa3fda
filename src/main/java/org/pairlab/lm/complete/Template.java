package org.pairlab.lm.complete;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A sentence skeleton of fixed words, open slots and gaps, as ToCa writes them: {@code "[N] [VBG] [N] on [N] ."} or
 * {@code "[ ] horse [ ] sitting [ ] field [ ] ."}.
 */
public record Template(List<Slot> slots) {
    /** How many words a bare {@code [ ]} gap may take when the caller does not say. */
    public static final int DEFAULT_GAP_MAX = 3;

    private static final Pattern GAP_RANGE = Pattern.compile("(\\d+)?\\s*\\.\\.\\s*(\\d+)|(\\d+)");

    public Template {
        slots = List.copyOf(slots);
        if (slots.isEmpty()) {
            throw new IllegalArgumentException("a template needs at least one slot");
        }
    }

    /** Parses a template with bare gaps of 0..{@link #DEFAULT_GAP_MAX} words. */
    public static Template parse(String text) {
        return parse(text, DEFAULT_GAP_MAX);
    }

    /**
     * Parses space-separated items: {@code [N]}, {@code [VBG]}, ... (see {@link PosClass#parse}) are open slots;
     * {@code [ ]} or {@code []} is a gap of 0..{@code gapMax} words, {@code [1..3]} a gap of 1 to 3 words and {@code [2]}
     * one of exactly 2; anything else is a fixed word. A bracket stuck to its neighbour ({@code "[N]."}) is split off.
     *
     * @throws IllegalArgumentException naming the item and its position (1-based) when it cannot be read
     */
    public static Template parse(String text, int gapMax) {
        List<Slot> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\[[^\\]]*\\]|[^\\s\\[]+").matcher(text);
        int item = 0;
        while (m.find()) {
            item++;
            String t = m.group();
            if (t.startsWith("[")) {
                String inner = t.substring(1, t.length() - 1).trim();
                try {
                    out.add(bracket(inner, gapMax));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("template item " + item + " '" + t + "' in \"" + text + "\": "
                            + e.getMessage(), e);
                }
            } else {
                out.add(new Slot.Fixed(t));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("empty template \"" + text + "\"");
        }
        return new Template(out);
    }

    private static Slot bracket(String inner, int gapMax) {
        if (inner.isEmpty()) {
            return new Slot.Gap(0, gapMax);
        }
        Matcher r = GAP_RANGE.matcher(inner);
        if (r.matches()) {
            if (r.group(3) != null) {
                int n = Integer.parseInt(r.group(3));
                return new Slot.Gap(n, n);
            }
            int min = r.group(1) == null ? 0 : Integer.parseInt(r.group(1));
            return new Slot.Gap(min, Integer.parseInt(r.group(2)));
        }
        return new Slot.Open(PosClass.parse(inner));
    }

    /**
     * This template with a gap of 0..{@code max} words before each item that is not a gap already, as ToCa masks its
     * sentence template ({@code "[N] [VBG] on [N] ."} becomes {@code "[ ] [N] [ ] [VBG] [ ] on [ ] [N] [ ] ."}): its
     * structure templates drop determiners and other words outside its function-word list, and the gaps let the
     * model put them back.
     */
    public Template withGaps(int max) {
        List<Slot> out = new ArrayList<>();
        for (Slot s : slots) {
            boolean afterGap = !out.isEmpty() && out.get(out.size() - 1) instanceof Slot.Gap;
            if (!(s instanceof Slot.Gap) && !afterGap) {
                out.add(new Slot.Gap(0, max));
            }
            out.add(s);
        }
        return new Template(out);
    }

    /** The open slots' indices in {@link #slots()}. */
    public List<Integer> openSlots() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < slots.size(); i++) {
            if (slots.get(i) instanceof Slot.Open) {
                out.add(i);
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return slots.stream().map(Slot::toString).collect(Collectors.joining(" "));
    }
}
