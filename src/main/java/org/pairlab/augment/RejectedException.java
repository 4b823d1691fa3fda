package org.pairlab.augment;

/** An augmenter declines a sample for a reason the reviewer should see (e.g. "box covers > 70 % of image"). */
public class RejectedException extends RuntimeException {
    private final String reason;

    public RejectedException(String reason) {
        super(reason);
        this.reason = reason;
    }

    /** A short, stable reason, used to count rejections. */
    public String reason() {
        return reason;
    }
}
