package org.pairlab.augment.toca;

import java.util.Locale;

/** ToCa's three synthesis scenarios (§3.1), as presets of what the corpus is and what must come with it. */
public enum Scenario {
    /** The corpus is the target data (S = X = T): synthesize new captions like it. */
    IN_DOMAIN("in-domain"),
    /** A similar corpus plus prior lexical pairs X of the target domain (§4.2): {@code --pairs} is required. */
    CROSS_DOMAIN("cross-domain"),
    /** A small corpus (Table 5: 56 captions, 0.01 % of COCO): a larger one is cut to a seeded random subset. */
    DATA_EFFICIENT("data-efficient");

    /** The data-efficient corpus size when none is given: the paper's 0.01 % of COCO training captions. */
    public static final int DEFAULT_SMALL_CORPUS = 56;

    private final String label;

    Scenario(String label) {
        this.label = label;
    }

    /** The name used on the command line. */
    public String label() {
        return label;
    }

    /** Parses {@code in-domain}, {@code cross-domain} or {@code data-efficient}. */
    public static Scenario parse(String name) {
        for (Scenario s : values()) {
            if (s.label.equals(name.toLowerCase(Locale.ROOT).replace('_', '-'))) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown scenario '" + name + "' (use in-domain, cross-domain or data-efficient)");
    }
}
