package org.pairlab.runs;

/** Seeds derived from a run's seed, so every sample gets the same draws whatever order samples run in. */
public final class RunSeeds {
    private RunSeeds() {
    }

    /** The seed of one sample's work: fixed by the run seed and the sample id (a SplitMix64 finaliser). */
    public static long ofSample(long runSeed, long sampleId) {
        long z = runSeed * 0x9E3779B97F4A7C15L + sampleId;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
