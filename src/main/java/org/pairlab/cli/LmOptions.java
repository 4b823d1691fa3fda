package org.pairlab.cli;

import java.util.Locale;
import org.pairlab.lm.LmTokenizer;

/**
 * Parses the {@code lm} commands' option values, so a bad value gives one line naming its option (picocli's own
 * conversion errors come with the usage text).
 */
final class LmOptions {
    private LmOptions() {
    }

    static int integer(String option, String value, int min, int max) {
        try {
            int v = Integer.parseInt(value.trim());
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(option + " must be a whole number from " + min + " to " + max + ", got '" + value + "'");
    }

    static long seed(String value) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new UsageException("--seed must be a whole number, got '" + value + "'");
        }
    }

    static double nonNegative(String option, String value) {
        try {
            double v = Double.parseDouble(value.trim());
            if (v >= 0 && !Double.isInfinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(option + " must be a number of 0 or more, got '" + value + "'");
    }

    static LmTokenizer tokenizer(String value) {
        try {
            return LmTokenizer.parse(value);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--tokenizer must be ptb or whitespace, got '" + value + "'");
        }
    }

    /** Only n-gram models exist so far; the LSTM kind comes later. */
    /** {@code ngram} or {@code lstm}. */
    static String kind(String value) {
        String k = value.toLowerCase(Locale.ROOT);
        if (!k.equals("ngram") && !k.equals("lstm")) {
            throw new UsageException("--kind must be ngram or lstm, got '" + value + "'");
        }
        return k;
    }

    static <T> T required(String option, T value) {
        if (value == null) {
            throw new UsageException(option + " is required");
        }
        return value;
    }
}
