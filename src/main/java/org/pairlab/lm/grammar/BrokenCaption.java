package org.pairlab.lm.grammar;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately broken caption and the rule that should flag it ({@link #ANY}: any rule; {@link #OUT_OF_REACH}: a
 * semantic or word-order defect no grammar check sees). The catalogue measures recall in the benchmark and tests.
 */
public record BrokenCaption(String expectedRule, String caption) {
    /** Any issue counts as found. */
    public static final String ANY = "ANY";
    /** Not expected to be found. */
    public static final String OUT_OF_REACH = "OUT_OF_REACH";
    private static final String RESOURCE = "broken-captions.tsv";

    /** Whether a grammar checker can be expected to flag this caption. */
    public boolean inReach() {
        return !OUT_OF_REACH.equals(expectedRule);
    }

    /** Whether {@code issues} contain what this caption should get. */
    public boolean found(List<GrammarIssue> issues) {
        return ANY.equals(expectedRule) || OUT_OF_REACH.equals(expectedRule) ? !issues.isEmpty()
                : issues.stream().anyMatch(i -> i.rule().equals(expectedRule));
    }

    /** The catalogue shipped with PairLab ({@code broken-captions.tsv} beside this class). */
    public static List<BrokenCaption> catalogue() {
        try (InputStream in = BrokenCaption.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path beside " + BrokenCaption.class);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<BrokenCaption> out = new ArrayList<>();
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split("\t", 2);
                if (parts.length != 2) {
                    throw new IllegalStateException(RESOURCE + " line " + number + ": expected rule<TAB>caption");
                }
                out.add(new BrokenCaption(parts[0], parts[1]));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + RESOURCE, e);
        }
    }
}
