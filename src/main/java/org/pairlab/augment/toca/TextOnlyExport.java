package org.pairlab.augment.toca;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.project.Candidate;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.project.ReviewStatus;
import org.pairlab.project.Sample;

/**
 * Writes the candidates of a text-only dataset (a ToCa run's) for text-only training, as JSON Lines (caption,
 * template, words, prompt, candidate id) or as COCO-style captions ({@code images} with an empty file name, one
 * per caption, and {@code annotations}). The file is written beside and moved into place.
 */
public final class TextOnlyExport {
    private TextOnlyExport() {
    }

    /** The two layouts. */
    public enum Format { JSONL, COCO }

    /**
     * Writes the candidates of dataset {@code name} with status {@code status} (null: every status) to {@code out};
     * returns how many.
     *
     * @throws IllegalArgumentException when there is no such dataset or it has images
     */
    public static int write(Project project, String name, ReviewStatus status, Format format, Path out) throws IOException {
        org.pairlab.project.OutputFile.requireAbsent(out, "--out");
        Dataset d = project.datasets().byName(name).orElseThrow(() -> new IllegalArgumentException("--dataset: there is "
                + "no dataset '" + name + "' in " + project.file().getFileName()));
        List<Candidate> chosen = new ArrayList<>();
        for (Sample s : project.samples().ofDataset(d.id())) {
            if (!s.textOnly()) {
                throw new IllegalArgumentException("dataset '" + name + "' has images (sample " + s.externalId()
                        + "); use pairlab export for image datasets");
            }
            for (Candidate c : project.candidates().ofSample(s.id())) {
                if (status == null || c.status() == status) {
                    chosen.add(c);
                }
            }
        }
        chosen.sort(java.util.Comparator.comparingLong(Candidate::id));
        ObjectMapper json = new ObjectMapper();
        org.pairlab.project.OutputFile.write(out, "--out", tmp -> {
            try (BufferedWriter w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                if (format == Format.JSONL) {
                    for (Candidate c : chosen) {
                        Map<String, Object> o = new LinkedHashMap<>();
                        o.put("caption", c.captions().isEmpty() ? "" : c.captions().get(0));
                        o.put("template", c.recipe().details().getOrDefault("template", ""));
                        o.put("words", c.recipe().details().getOrDefault("words", List.of()));
                        o.put("prompt", c.recipe().details().getOrDefault("prompt", ""));
                        o.put("method", c.recipe().method());
                        o.put("candidate", c.id());
                        o.put("status", c.status().name().toLowerCase(java.util.Locale.ROOT));
                        w.write(json.writeValueAsString(o));
                        w.write('\n');
                    }
                } else {
                    List<Map<String, Object>> images = new ArrayList<>();
                    List<Map<String, Object>> annotations = new ArrayList<>();
                    long id = 1;
                    for (Candidate c : chosen) {
                        for (String caption : c.captions()) {
                            images.add(Map.of("id", id, "file_name", "", "width", 0, "height", 0));
                            annotations.add(Map.of("id", id, "image_id", id, "caption", caption));
                            id++;
                        }
                    }
                    Map<String, Object> root = new LinkedHashMap<>();
                    root.put("info", Map.of("description", "PairLab text-only captions of dataset " + name));
                    root.put("images", images);
                    root.put("annotations", annotations);
                    json.enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).writeValue(w, root);
                }
            }
        });
        return chosen.size();
    }
}
