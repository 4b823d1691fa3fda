package org.pairlab.lm.complete;

/** One position of a {@link Template}: a fixed word, an open slot for one word of a class, or a free gap. */
public sealed interface Slot {

    /** A word that must appear here as written ("on", "."); punctuation the model does not score is kept in the text. */
    record Fixed(String word) implements Slot {
        public Fixed {
            if (word == null || word.isBlank()) {
                throw new IllegalArgumentException("a fixed word must not be blank");
            }
        }

        @Override
        public String toString() {
            return word;
        }
    }

    /** Exactly one word of class {@code pos}, as the {@link Lexicon} knows it ({@code [N]}, {@code [VBG]}). */
    record Open(PosClass pos) implements Slot {
        @Override
        public String toString() {
            return "[" + pos + "]";
        }
    }

    /** Between {@code min} and {@code max} words of any kind (ToCa's {@code [ ]} mask). */
    record Gap(int min, int max) implements Slot {
        public Gap {
            if (min < 0 || max < min) {
                throw new IllegalArgumentException("a gap needs 0 <= min <= max, got " + min + ".." + max);
            }
        }

        @Override
        public String toString() {
            return "[" + min + ".." + max + "]";
        }
    }
}
