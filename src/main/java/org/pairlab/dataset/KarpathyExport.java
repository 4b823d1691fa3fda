package org.pairlab.dataset;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Karpathy split file ({@code dataset.json}, the layout of dataset_coco.json) with an images/ folder: one entry per
 * image with {@code filepath}/{@code filename}, {@code imgid} (0-based, in order), {@code cocoid} (the export's numeric
 * image id), {@code split} as the project has it (left out when the image has none) and {@code sentences} with
 * {@code raw}, {@code tokens} (lower case, punctuation dropped, as Karpathy's files have them), {@code sentid} and
 * {@code imgid}. Candidates carry their recipe in {@code pairlab_recipe}. Text-only items are left out.
 */
final class KarpathyExport implements ExportWriter {
    @Override
    public ExportFormat format() {
        return ExportFormat.KARPATHY;
    }

    @Override
    public void write(ExportBatch batch) throws IOException {
        List<Object> images = new ArrayList<>();
        int imgid = 0;
        int sentid = 0;
        for (ExportItem item : batch.items()) {
            if (item.textOnly()) {
                continue;
            }
            String rel = Exporter.IMAGES + "/" + item.fileName();
            int slash = rel.lastIndexOf('/');
            Map<String, Object> m = new TreeMap<>();
            m.put("filepath", rel.substring(0, slash));
            m.put("filename", rel.substring(slash + 1));
            m.put("imgid", imgid);
            m.put("cocoid", item.imageId());
            if (item.split() != null) {
                m.put("split", item.split());
            }
            List<Object> sentences = new ArrayList<>();
            List<Integer> sentids = new ArrayList<>();
            for (String c : item.captions()) {
                Map<String, Object> s = new TreeMap<>();
                s.put("raw", c);
                s.put("tokens", tokens(c));
                s.put("sentid", sentid);
                s.put("imgid", imgid);
                sentences.add(s);
                sentids.add(sentid++);
            }
            m.put("sentences", sentences);
            m.put("sentids", sentids);
            if (item.candidate() != null) {
                m.put("pairlab_recipe", batch.recipe(item));
            }
            images.add(m);
            imgid++;
        }
        Map<String, Object> root = new TreeMap<>();
        root.put("dataset", "pairlab");
        root.put("images", images);
        batch.writeJson("dataset.json", root);
    }

    /** Karpathy's tokens: lower case, everything but letters, digits and spaces dropped, split on spaces. */
    static List<String> tokens(String caption) {
        String t = caption.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}\\s]", "").strip();
        return t.isEmpty() ? List.of() : Arrays.asList(t.split("\\s+"));
    }
}
