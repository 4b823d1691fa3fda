package org.pairlab.dataset;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pairlab.project.Json;
import org.pairlab.project.NewCaption;
import org.pairlab.project.NewDataset;
import org.pairlab.project.NewSample;
import org.pairlab.project.Project;
import org.pairlab.project.Sha256;
import org.pairlab.runs.JobContext;

/**
 * Imports captions without images: one caption per line of a UTF-8 text file, each line a text-only sample (no
 * image: empty path, size 0x0) whose external id is its line number. Blank lines are skipped silently; lines that
 * are not valid UTF-8 or longer than {@value #MAX_CAPTION_CHARS} characters are reported with their line.
 */
final class TextCaptionImport {
    /** Captions longer than this are refused (a stylized or factual caption is a sentence, not a document). */
    static final int MAX_CAPTION_CHARS = 2000;

    private TextCaptionImport() {
    }

    static ImportReport run(Project project, ImportRequest request, String name, ProblemSink problems, JobContext context) {
        Path file = request.annotations();
        if (file == null || !Files.isRegularFile(file)) {
            problems.add(String.valueOf(file), 0, "text", "caption file does not exist");
            throw DatasetImporter.fail(request, name, 0, problems, "Import failed");
        }
        List<TextLines.Line> lines;
        try {
            lines = TextLines.read(file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file + ": " + e.getMessage(), e);
        }
        String shown = file.getFileName().toString();
        List<NewSample> samples = new ArrayList<>();
        int read = 0;
        for (TextLines.Line line : lines) {
            context.checkCancelled();
            if (line.text() == null) {
                read++;
                problems.add(shown, line.number(), "text", "not valid UTF-8; this caption is skipped");
                continue;
            }
            String text = line.text().strip();
            if (text.isEmpty()) {
                continue;
            }
            read++;
            if (text.length() > MAX_CAPTION_CHARS) {
                problems.add(shown, line.number(), "text", "caption of " + text.length() + " characters (limit "
                        + MAX_CAPTION_CHARS + "); skipped");
                continue;
            }
            String id = Integer.toString(line.number());
            samples.add(new NewSample(id, "", 0, 0, Sha256.hex(text), null, List.of(new NewCaption(id, text)), List.of()));
        }
        List<ImportProblem> all = List.copyOf(problems.all());
        if (request.strict() && !all.isEmpty()) {
            throw new ImportFailedException(DatasetImporter.report(request, name, read, 0, 0, 0, all, false),
                    "Strict import refused");
        }
        if (samples.isEmpty()) {
            throw new ImportFailedException(DatasetImporter.report(request, name, read, 0, 0, 0, all, false),
                    "Nothing could be imported: " + shown + " has no caption");
        }
        ImportReport report = DatasetImporter.report(request, name, read, samples.size(), samples.size(), 0, all, true);
        context.progress(0, 1, "Writing " + samples.size() + " captions");
        Path root = file.toAbsolutePath().normalize().getParent();
        project.datasets().insert(new NewDataset(name, root, "text", List.of(file.toAbsolutePath().normalize().toString()),
                Json.write(report), List.of(), samples));
        context.progress(1, 1, "Imported " + samples.size() + " captions");
        return report;
    }
}
