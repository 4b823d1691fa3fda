package org.pairlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairlab.cli.CliTest.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.testing.SharedData;

/** {@code import --detect PATH}, {@code import FILE PATH} with the format detected, and the new export options. */
class DetectImportCliTest {
    @TempDir
    Path dir;

    @Test
    void detectOnlyReportsFormatReasonAndFiles() throws Exception {
        CliTest.Result r = cli("import", "--detect", SharedData.cocoSample().toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("coco (95 %)") && r.out().contains("instances: ")
                && r.out().contains("captions.json"), r.out());
        Path junk = Files.writeString(dir.resolve("notes.bin"), "\u0000\u0001");
        CliTest.Result none = cli("import", "--detect", junk.toString());
        assertEquals(1, none.code());
        assertTrue(none.out().contains("no known format"), none.out());
    }

    @Test
    void importPathDetectsThenHfExportComesBackWithItsTextColumn() throws Exception {
        Path file = dir.resolve("p.pairlab");
        cli("new", file.toString());
        CliTest.Result imp = cli("import", file.toString(), SharedData.cocoSample().toString(), "--dataset", "coco");
        assertEquals(0, imp.code(), imp.out() + imp.err());
        assertTrue(imp.out().contains("Detected coco") && imp.out().contains("984 boxes"), imp.out());

        Path hf = dir.resolve("hf");
        CliTest.Result exp = cli("export", file.toString(), "--format", "hf-imagefolder", "--text-column", "caption",
                "--out", hf.toString());
        assertEquals(0, exp.code(), exp.err());
        Path q = dir.resolve("q.pairlab");
        cli("new", q.toString());
        CliTest.Result back = cli("import", q.toString(), hf.toString(), "--text-column", "caption");
        assertEquals(0, back.code(), back.out() + back.err());
        assertTrue(back.out().contains("Detected hf-imagefolder") && back.out().contains("107 samples, 535 captions, 984 boxes"),
                back.out());
    }

    @Test
    void badFormatAndShardSizeAreRefusedByName() throws Exception {
        Path file = dir.resolve("p.pairlab");
        cli("new", file.toString());
        CliTest.Result f = cli("export", file.toString(), "--format", "tfrecord", "--out", dir.resolve("o").toString());
        assertTrue(f.code() != 0, f.err());
        assertTrue(f.err().contains("tfrecord") && f.err().contains("webdataset"), f.err());
        CliTest.Result s = cli("export", file.toString(), "--format", "webdataset", "--shard-size", "0", "--out",
                dir.resolve("o").toString());
        assertTrue(s.code() != 0 && s.err().contains("--shard-size"), s.err());
        CliTest.Result imp = cli("import", file.toString(), dir.toString(), "--format", "pascal");
        assertTrue(imp.code() != 0 && imp.err().contains("pascal") && imp.err().contains("voc"), imp.err());
        assertTrue(!Files.exists(dir.resolve("o")), "nothing written");
    }
}
