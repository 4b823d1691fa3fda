package org.pairlab.augment;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;

/**
 * How many of an image's captions a rewrite replaces: "3:2" keeps 3 originals for every 2 rewritten (seed 003's best,
 * "Aug-Anton 3:2"; 2 of 5 captions), "all" rewrites every caption it can ("Aug-Anton 5").
 */
public final class CaptionMix {
    /** The choices of the {@code mix} parameter. */
    public static final List<String> CHOICES = List.of("3:2", "all");

    private CaptionMix() {
    }

    /** The parameter spec, with the given default. */
    public static ParameterSpec parameter(String def) {
        return ParameterSpec.choice("mix", def, CHOICES,
                "Per image: 3:2 keeps 3 original captions for every 2 rewritten; all rewrites every caption");
    }

    /** How many of {@code n} captions to rewrite under a mix. */
    public static int rewrittenCount(String mix, int n) {
        if ("all".equals(mix)) {
            return n;
        }
        return n - (int) Math.round(n * 3.0 / 5.0);
    }

    /**
     * Rewrites the chosen share of captions, picking among those the rewrite changes, seeded by {@code random}; keeps
     * the caption order. Throws {@link RejectedException} with {@code noneReason} when no caption changes.
     */
    public static List<String> apply(List<String> captions, String mix, Random random,
                                     Function<String, Optional<String>> rewriteOne, String noneReason) {
        List<Optional<String>> rewritten = new ArrayList<>();
        List<Integer> changeable = new ArrayList<>();
        for (int i = 0; i < captions.size(); i++) {
            Optional<String> r = rewriteOne.apply(captions.get(i)).filter(s -> !s.isBlank());
            rewritten.add(r);
            if (r.isPresent() && !r.get().equals(captions.get(i))) {
                changeable.add(i);
            }
        }
        if (changeable.isEmpty()) {
            throw new RejectedException(noneReason);
        }
        Collections.shuffle(changeable, random);
        int k = Math.max(1, Math.min(rewrittenCount(mix, captions.size()), changeable.size()));
        List<String> out = new ArrayList<>(captions);
        for (int i : changeable.subList(0, k)) {
            out.set(i, rewritten.get(i).orElseThrow());
        }
        return out;
    }
}
