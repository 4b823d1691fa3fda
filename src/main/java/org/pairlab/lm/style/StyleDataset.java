package org.pairlab.lm.style;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Labelled captions for a {@link StyleClassifier}, split into training and dev sets deterministically: one in ten
 * goes to dev (COCO images whose id ends in 0, with all their captions; lines 0, 10, 20, ... of a style file, which
 * keeps FlickrStyle's humorous and romantic captions of one image on the same side, their files being line-aligned).
 */
public record StyleDataset(List<LabelledCaption> train, List<LabelledCaption> dev) {
    /** The style name of COCO's captions. */
    public static final String FACTUAL = "factual";

    public StyleDataset {
        train = List.copyOf(train);
        dev = List.copyOf(dev);
    }

    /**
     * Factual captions from a COCO captions file (the first caption of each image, so one image does not weigh five
     * times) and one style per file of one caption a line (FlickrStyle's {@code humor.train.txt}).
     */
    public static StyleDataset load(Path cocoCaptions, Map<String, Path> styleFiles) throws IOException {
        List<LabelledCaption> train = new ArrayList<>();
        List<LabelledCaption> dev = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (CocoCaptions.ImageCaption c : CocoCaptions.read(cocoCaptions)) {
            if (seen.add(c.imageId())) {
                (c.imageId() % 10 == 0 ? dev : train).add(new LabelledCaption(c.caption(), FACTUAL));
            }
        }
        for (Map.Entry<String, Path> e : new java.util.TreeMap<>(styleFiles).entrySet()) {
            List<String> lines = readLines(e.getValue());
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).isBlank()) {
                    (i % 10 == 0 ? dev : train).add(new LabelledCaption(lines.get(i).trim(), e.getKey()));
                }
            }
        }
        return new StyleDataset(train, dev);
    }

    /**
     * A text file's lines as UTF-8, bytes that are not UTF-8 replaced (one FlickrStyle line holds such bytes).
     */
    public static List<String> readLines(Path file) throws IOException {
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        List<String> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(Files.newInputStream(file), decoder))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.add(line);
            }
        }
        return out;
    }

    /** Only the captions of {@code styles}, for a two-style classifier. */
    public StyleDataset restrictTo(Set<String> styles) {
        return new StyleDataset(train.stream().filter(c -> styles.contains(c.style())).toList(),
                dev.stream().filter(c -> styles.contains(c.style())).toList());
    }
}
