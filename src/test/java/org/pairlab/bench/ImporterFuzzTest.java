package org.pairlab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

/**
 * Issue 13, item 7: the seeded generator of malformed inputs ({@link ImportFuzz}) over every importer. Each input must
 * give an import report, never another exception; a failure names the seed, the format and the kept input file.
 * {@code -Dpairlab.fuzz.seed=N -Dpairlab.fuzz.perFormat=M} (in surefire.argLine) or {@code pairlab bench fuzz} run
 * longer campaigns.
 */
class ImporterFuzzTest {
    static final long SEED = Long.getLong("pairlab.fuzz.seed", 13);
    static final int PER_FORMAT = Integer.getInteger("pairlab.fuzz.perFormat", 40);

    @TempDir
    Path tmp;

    @Test
    void everyMalformedInputGivesAReportNeverACrash() throws Exception {
        ImportFuzz.Result r = ImportFuzz.run(SharedData.root().resolve("coco-sample"), tmp, SEED, PER_FORMAT);
        System.out.println(r);
        assertEquals(List.of(), r.crashes(), r.toString());
        assertEquals(5 * PER_FORMAT, r.inputs());
        assertEquals(r.inputs(), r.imported() + r.refused());
    }

    @Test
    void theSameSeedGivesTheSameInputs() {
        byte[] base = "{\"images\": [], \"annotations\": []}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        List<byte[]> a = ImportFuzz.mutations(base, 5, 20);
        List<byte[]> b = ImportFuzz.mutations(base, 5, 20);
        for (int i = 0; i < a.size(); i++) {
            org.junit.jupiter.api.Assertions.assertArrayEquals(a.get(i), b.get(i));
        }
    }
}
