package org.pairlab.augment;

import java.util.List;
import java.util.Map;
import org.pairlab.metrics.Histogram;
import org.pairlab.project.MethodCounts;
import org.pairlab.project.Project;

/** The data of the candidate statistics of one method: scores and box categories of originals and candidates. */
public record CandidateStatistics(String method, long candidates, List<Double> scores, Map<String, Long> originalCategories,
                                  Map<String, Long> candidateCategories) {
    public CandidateStatistics {
        scores = List.copyOf(scores);
        originalCategories = Map.copyOf(originalCategories);
        candidateCategories = Map.copyOf(candidateCategories);
    }

    /** Reads the statistics of a method's candidates from the project. */
    public static CandidateStatistics of(Project project, String method) {
        long n = project.candidates().countsByMethod().getOrDefault(method, new MethodCounts(0, 0, 0)).total();
        return new CandidateStatistics(method, n, project.candidates().scores(method), project.samples().categoryCounts(),
                project.candidates().categoryCounts(method));
    }

    /** Candidates stored without a score (no scorer was configured when they were made). */
    public long unscored() {
        return candidates - scores.size();
    }

    /** The scores in {@code bins} bins between their minimum and maximum. */
    public Histogram scoreHistogram(int bins) {
        return Histogram.spanning(scores, bins);
    }
}
