package org.pairlab.image;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The colour conversions of the last few distinct ICC profiles a decoder met, keyed by the profile's bytes: a
 * dataset carries a handful (Adobe RGB, a few cameras), and building one takes a few milliseconds. Bounded (least
 * recently used go first) and synchronized; owned by one {@link ImageDecoder}.
 */
final class ProfileConversions {
    /** Distinct profiles kept; a matrix/TRC one holds 67 KB, a table 1.7 MB. */
    private static final int KEEP = 16;

    /** A profile's bytes as a map key (arrays compare by identity). */
    private record Key(byte[] icc, int hash) {
        static Key of(byte[] icc) {
            return new Key(icc, Arrays.hashCode(icc));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && Arrays.equals(k.icc, icc);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** Profiles the colour engine refused map to this, so they are not tried again. */
    private static final ProfileConversion UNREADABLE = null;

    private final Map<Key, ProfileConversion[]> tables = new LinkedHashMap<>(32, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, ProfileConversion[]> eldest) {
            return size() > KEEP;
        }
    };

    /** The conversion of {@code icc}, built on first use; null when the colour engine cannot read the profile. */
    synchronized ProfileConversion conversion(byte[] icc) {
        ProfileConversion[] held = tables.computeIfAbsent(Key.of(icc), k -> new ProfileConversion[] {build(k.icc())});
        return held[0];
    }

    private static ProfileConversion build(byte[] icc) {
        try {
            return ProfileConversion.of(icc);
        } catch (RuntimeException e) {
            return UNREADABLE; // ImageIO then decodes the image and reports what it finds
        }
    }
}
