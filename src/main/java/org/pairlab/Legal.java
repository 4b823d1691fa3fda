package org.pairlab;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * PairLab's license, notice and third-party list, as shipped inside the jar (for the About box and
 * {@code pairlab --version}-style output). The third-party list is generated from the dependencies by
 * packaging/third-party.py.
 */
public final class Legal {
    private Legal() {
    }

    /** The Apache License 2.0 text PairLab is under. */
    public static String license() {
        return read("legal/LICENSE");
    }

    /** PairLab's NOTICE. */
    public static String notice() {
        return read("legal/NOTICE");
    }

    /** Every third-party component in the distribution with its license(s). */
    public static String thirdParty() {
        return read("legal/THIRD-PARTY.txt");
    }

    private static String read(String resource) {
        try (InputStream in = Legal.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("The jar has no org/pairlab/" + resource + "; it was built without it.");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read org/pairlab/" + resource + ": " + e.getMessage(), e);
        }
    }
}
