package org.pairlab.augment.erg;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/** The four scene retrievals of the paper's Table 1: query modality to stylized-pair modality. */
public enum RetrievalType {
    /** Factual caption to stylized caption (MiniLM sentence vectors); works without images. */
    T2T,
    /** Factual image to stylized caption (CLIP). */
    I2T,
    /** Factual caption to stylized image (CLIP). */
    T2I,
    /** Factual image to stylized image (CLIP). */
    I2I;

    /** The lower-case name used on the command line and in output. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Parses {@code "t2t,i2t"}.
     *
     * @throws IllegalArgumentException naming the unknown type
     */
    public static Set<RetrievalType> parseList(String text) {
        Set<RetrievalType> out = EnumSet.noneOf(RetrievalType.class);
        for (String part : text.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            try {
                out.add(valueOf(p.toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown retrieval type '" + p + "' (use t2t, i2t, t2i, i2i)");
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("no retrieval type given (use t2t, i2t, t2i, i2i)");
        }
        return out;
    }
}
