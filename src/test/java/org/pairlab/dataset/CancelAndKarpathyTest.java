package org.pairlab.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.project.Project;
import org.pairlab.runs.JobCancelledException;
import org.pairlab.runs.JobContext;

class CancelAndKarpathyTest {
    @TempDir
    Path tmp;

    /** Records progress and cancels once image checking starts. */
    private static final class CancellingContext extends QuietJobContext {
        final List<String> messages = new ArrayList<>();
        volatile boolean cancel;

        @Override
        public long runId() {
            return 0;
        }

        @Override
        public synchronized void progress(long done, long total, String message) {
            messages.add(message);
            if (message.startsWith("Checking images")) {
                cancel = true;
            }
        }




        @Override
        public boolean cancelled() {
            return cancel;
        }
    }

    @Test
    void cancellingWritesNothing() {
        try (Project project = Project.create(tmp.resolve("p.pairlab"))) {
            CancellingContext ctx = new CancellingContext();
            assertThrows(JobCancelledException.class, () -> new DatasetImporter().run(project, TestData.coco(null, false), ctx));
            assertTrue(ctx.messages.stream().anyMatch(m -> m.startsWith("Reading captions.json")), ctx.messages.toString());
            assertEquals(List.of(), project.datasets().list());
        }
    }

    @Test
    void karpathyReportsBadUtf8EmptyCaptionsAndDuplicates() throws Exception {
        String text = """
                {"images": [
                  {"filepath": "images", "filename": "000000000139.jpg", "cocoid": 139, "split": "val",
                   "sentences": [{"raw": "fine", "sentid": 1},
                                 {"raw": "bad @@BAD@@", "sentid": 2},
                                 {"raw": " ", "sentid": 3}]},
                  {"filepath": "images", "filename": "000000000802.jpg", "cocoid": 139, "split": "val",
                   "sentences": [{"raw": "dup", "sentid": 4}]},
                  {"filepath": "images", "filename": "../../../etc/x.jpg", "cocoid": 5, "sentences": []}
                ]}
                """;
        int at = text.indexOf("@@BAD@@");
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(text.substring(0, at).getBytes(StandardCharsets.UTF_8));
        b.writeBytes(new byte[] {(byte) 0xF8, (byte) 0x88});
        b.writeBytes(text.substring(at + 7).getBytes(StandardCharsets.UTF_8));
        Path file = tmp.resolve("dataset_coco.json");
        Files.write(file, b.toByteArray());
        try (Project project = Project.create(tmp.resolve("p.pairlab"))) {
            ImportReport r = new DatasetImporter().run(project,
                    new ImportRequest(ImportFormat.KARPATHY, file, null, TestData.cocoSample(), null, false),
                    new QuietJobContext());
            List<String> lines = r.problems().stream().map(ImportProblem::describe).toList();
            assertTrue(lines.contains("dataset_coco.json:4: bytes that are not valid UTF-8 on this line; only the caption holding them is skipped (reported with its field), the rest of the line is read"), lines.toString());
            assertTrue(lines.contains("dataset_coco.json:2: images[0].sentences[1].raw: caption is not valid UTF-8; skipped"), lines.toString());
            assertTrue(lines.contains("dataset_coco.json:2: images[0].sentences[2].raw: caption is empty; skipped"), lines.toString());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("dataset_coco.json:6: images[1].cocoid: duplicate image id 139")), lines.toString());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("dataset_coco.json:8: images[2]: image path") && l.contains("leads outside")), lines.toString());
            assertEquals(1, r.samplesImported());
            assertEquals(1, r.captionsImported());
        }
    }
}
