package org.pairlab.augment.erg;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pairlab.lm.style.CocoCaptions;
import org.pairlab.lm.style.StyleDataset;
import org.pairlab.testing.SharedData;

/** The real FlickrStyle and COCO captions, split as ERG's dev split does (line or image id ending in 0 is dev). */
final class ErgTestData {
    private ErgTestData() {
    }

    static Path humorFile() {
        return SharedData.root().resolve("flickrstyle/humor.train.txt");
    }

    static Path romanticFile() {
        return SharedData.root().resolve("flickrstyle/romantic.train.txt");
    }

    /** Training lines (not dev) of a FlickrStyle file, at most {@code limit}. */
    static List<String> styleTrain(Path file, int limit) throws IOException {
        List<String> lines = StyleDataset.readLines(file);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lines.size() && out.size() < limit; i++) {
            if (i % 10 != 0) {
                out.add(lines.get(i));
            }
        }
        return out;
    }

    /** The first caption of each COCO val2017 image, training images (id not ending in 0) or dev ones. */
    static List<String> coco(boolean dev, int limit) throws IOException {
        List<String> out = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (CocoCaptions.ImageCaption c : CocoCaptions.read(
                SharedData.root().resolve("coco-captions-val2017/captions_val2017.json"))) {
            if (seen.add(c.imageId()) && (c.imageId() % 10 == 0) == dev && out.size() < limit) {
                out.add(c.caption());
            }
        }
        return out;
    }

    /** Whether every word of {@code source} appears in {@code output} in the same order. */
    static boolean keepsWordsInOrder(String source, String output) {
        List<String> s = EmbeddedGenerator.wordsOf(source);
        List<String> o = EmbeddedGenerator.wordsOf(output);
        int j = 0;
        for (String w : o) {
            if (j < s.size() && s.get(j).equals(w)) {
                j++;
            }
        }
        return j == s.size();
    }
}
