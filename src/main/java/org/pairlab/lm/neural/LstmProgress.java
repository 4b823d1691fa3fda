package org.pairlab.lm.neural;

/** What LSTM training tells its caller as it goes, and how the caller stops it. */
public interface LstmProgress {
    /** Reports nothing and never cancels. */
    LstmProgress NONE = (step, total, loss) -> { };

    /** After update {@code step} (1-based) of {@code total}, with that update's loss. */
    void update(int step, int total, double loss);

    /** After an epoch and its held-out evaluation. */
    default void epochDone(LstmEpoch epoch) {
    }

    /** Called between updates; throws (e.g. a job's cancellation) to stop training. */
    default void checkCancelled() {
    }
}
