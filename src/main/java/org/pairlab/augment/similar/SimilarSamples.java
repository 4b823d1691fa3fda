package org.pairlab.augment.similar;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Ranks samples by cosine similarity of their vectors to one sample's: "more like this". */
public final class SimilarSamples {
    private SimilarSamples() {
    }

    /**
     * The {@code top} samples most like {@code sampleId}, best first, the sample itself included (it is normally
     * first, at similarity 1); ties keep sample order. An unknown or unembedded sample is an error naming it.
     */
    public static List<SimilarSample> rank(EmbeddedSamples embedded, long sampleId, int top) {
        int at = embedded.sampleIds().indexOf(sampleId);
        if (at < 0) {
            throw new IllegalArgumentException("sample " + sampleId + " has no " + embedded.by().word()
                    + " vector (no such original sample" + (embedded.by() == SimilarBy.CAPTION ? ", or no captions)" : ", or no image)"));
        }
        float[] q = embedded.vectors().get(at);
        List<SimilarSample> all = new ArrayList<>(embedded.size());
        for (int i = 0; i < embedded.size(); i++) {
            float[] v = embedded.vectors().get(i);
            double dot = 0;
            for (int k = 0; k < q.length; k++) {
                dot += q[k] * v[k];
            }
            all.add(new SimilarSample(embedded.sampleIds().get(i), dot));
        }
        all.sort(Comparator.comparingDouble(SimilarSample::similarity).reversed());
        return List.copyOf(all.subList(0, Math.min(Math.max(0, top), all.size())));
    }
}
